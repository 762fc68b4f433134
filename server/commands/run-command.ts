/**
 * Runs a `tracelens <command>` (`command-line.ts`) and says how it ended: the exit code, a
 * message on stderr for every failure (`tracelens: <kind>: <what>`), and with `--json` the
 * same failure as `{"error": {kind, message}}` on stdout, where a script reads. Messages
 * leave masked like answers do.
 */
import { ConfigError } from "../config";
import { openAssistantSession } from "../assistant/assistant-session";
import { failureOf } from "../assistant/failure";
import {
  COMMAND_USAGE,
  parseCommandLine,
  type CommandLine,
} from "./command-line";
import { openCommand } from "./open-command";
import { runMcp } from "./run-mcp";
import { summaryCommand } from "./summary-command";

/** Writes what a command prints (stdout) and says (stderr); tests pass their own. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

export const PROCESS_OUTPUT: CommandOutput = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

export async function runCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  output: CommandOutput = PROCESS_OUTPUT,
): Promise<number> {
  let line: CommandLine;
  try {
    line = parseCommandLine(argv, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`tracelens: ${error.message}\n\n${COMMAND_USAGE}`);
    return 2;
  }
  const { config } = line;
  if (config === "help") {
    output.out(COMMAND_USAGE);
    return 0;
  }
  for (const warning of config.warnings)
    output.err(`tracelens: warning: ${warning}`);
  if (line.command === "mcp") return runMcp(config, !line.unmasked);

  const session = await openAssistantSession(config, {
    masked: !line.unmasked,
  });
  try {
    const link = line.link!;
    return line.command === "summary"
      ? await summaryCommand(session.reads, link, line.json, output)
      : await openCommand(session.reads, link, line.json, output);
  } catch (error) {
    const failure = failureOf(error);
    const message = await session.reads.finish(failure.message);
    output.err(`tracelens: ${failure.kind}: ${message}`);
    if (line.json)
      output.out(JSON.stringify({ error: { kind: failure.kind, message } }));
    return failure.exitCode;
  } finally {
    await session.close();
  }
}
