/**
 * `tracelens <command> …`: the commands that answer without a page — `mcp` (a server for an
 * AI assistant, on stdio), `summary LINK` (the ticket Markdown) and `open LINK` (the local
 * URL). They take the same source flags as `npm start` (parsed by `config.ts`, with its
 * messages and its "did you mean"), plus their own: `--unmasked` (answers hold personal
 * data: only when asked, never by default) and `--json` (for scripts).
 */
import { parseArgs } from "node:util";
import { ConfigError, FLAG_OPTIONS, parseConfig, type Config } from "../config";

export const COMMANDS = ["mcp", "summary", "open"] as const;
export type CommandName = (typeof COMMANDS)[number];

export interface CommandLine {
  command: CommandName;
  /** The link or id (`summary`, `open`). */
  link: string | null;
  json: boolean;
  unmasked: boolean;
  config: Config | "help";
}

export const COMMAND_USAGE = `Usage: tracelens <command> [source options]

  tracelens mcp [--unmasked]
      a Model Context Protocol server on stdio, for an AI assistant (docs/assistants.md)
  tracelens summary LINK [--json] [--unmasked]
      the run's ticket Markdown, as "Copy summary" makes it
  tracelens open LINK [--json]
      the Tracelens URL that opens LINK (a dashboard link, a run id, a Tracelens link)

LINK is a dashboard link with id=…, a Tracelens link, a run id (or its first characters),
or a fast-agent session id. Answers mask personal data unless --unmasked is given;
secrets are always redacted. The source options are npm start's (tracelens --help):
--traces, --sessions, --token-file, --tenant, --fruxon-url, --timeout, --data-dir, and
--host/--port for the links (where npm start serves the page).

Exit codes: 0 done, 1 failed, 2 bad link or option, 3 not found, 4 upstream down or
failing, 5 token rejected.`;

const COMMAND_FLAGS = {
  unmasked: { type: "boolean" },
  json: { type: "boolean" },
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
  const json = values.json === true;
  const unmasked = values.unmasked === true;
  const takesLink = command !== "mcp";
  if (config !== "help") {
    if (positionals.length !== (takesLink ? 1 : 0))
      throw new ConfigError(
        takesLink
          ? `tracelens ${command} takes one link or run id${positionals.length ? `, not ${positionals.length}` : ""}.`
          : `tracelens mcp takes no link (${positionals[0]}): the assistant names runs in its tool calls.`,
      );
    if (json && command === "mcp")
      throw new ConfigError(
        "--json is for summary and open; mcp speaks JSON-RPC.",
      );
    if (unmasked && command === "open")
      throw new ConfigError(
        "--unmasked is for mcp and summary: open prints only a URL.",
      );
  }
  return {
    command,
    link: positionals[0] ?? null,
    json,
    unmasked,
    config,
  };
}
