/**
 * Runs a `tracelens <command>` (`command-line.ts`) and says how it ended: the exit code,
 * and a message on stderr for a bad command line (with the usage).
 */
import { ConfigError } from "../config";
import {
  COMMAND_USAGE,
  parseCommandLine,
  type CommandLine,
} from "./command-line";
import { runMcp } from "./run-mcp";

export async function runCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  let line: CommandLine;
  try {
    line = parseCommandLine(argv, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`tracelens: ${error.message}\n\n${COMMAND_USAGE}\n`);
    return 2;
  }
  const { config } = line;
  if (config === "help") {
    process.stdout.write(`${COMMAND_USAGE}\n`);
    return 0;
  }
  for (const warning of config.warnings)
    process.stderr.write(`tracelens: warning: ${warning}\n`);
  return runMcp(config, !line.unmasked);
}
