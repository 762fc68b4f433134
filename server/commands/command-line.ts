/**
 * `tracelens <command> …`: the commands that answer without a page — `mcp`, a server for an
 * AI assistant on stdio. It takes the same source flags as `npm start` (parsed by
 * `config.ts`, with its messages and its "did you mean"), plus its own `--unmasked`
 * (answers hold personal data: only when asked, never by default).
 */
import { parseArgs } from "node:util";
import { ConfigError, FLAG_OPTIONS, parseConfig, type Config } from "../config";

export const COMMANDS = ["mcp"] as const;
export type CommandName = (typeof COMMANDS)[number];

export interface CommandLine {
  command: CommandName;
  unmasked: boolean;
  config: Config | "help";
}

export const COMMAND_USAGE = `Usage: tracelens <command> [source options]

  tracelens mcp [--unmasked]
      a Model Context Protocol server on stdio, for an AI assistant

Answers mask personal data unless --unmasked is given; secrets are always redacted. The
source options are npm start's (tracelens --help): --traces, --sessions, --token-file,
--tenant, --fruxon-url, --timeout, --data-dir, and --host/--port for the links (where
npm start serves the page).

Exit codes: 0 done, 2 bad option.`;

const COMMAND_FLAGS = {
  unmasked: { type: "boolean" },
} as const;

export function isCommand(word: string | undefined): word is CommandName {
  return (COMMANDS as readonly string[]).includes(word ?? "");
}

/** The command line after `tracelens`, whose first word is a command. */
export function parseCommandLine(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): CommandLine {
  const [command, ...rest] = argv;
  if (!isCommand(command)) throw new ConfigError(`Not a command: ${command}`);
  // Not strict: an unknown flag is left for `parseConfig`, which names the nearest one.
  const { values, tokens } = parseArgs({
    args: rest,
    options: { ...FLAG_OPTIONS, ...COMMAND_FLAGS },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const own = new Set<number>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === "positional") {
      own.add(token.index);
      positionals.push(token.value);
    } else if (token.kind === "option" && token.name in COMMAND_FLAGS)
      own.add(token.index);
  }
  const config = parseConfig(
    rest.filter((_, index) => !own.has(index)),
    env,
  );
  if (config !== "help" && positionals.length > 0)
    throw new ConfigError(
      `tracelens mcp takes no link (${positionals[0]}): the assistant names runs in its tool calls.`,
    );
  return { command, unmasked: values.unmasked === true, config };
}
