/**
 * Flags and environment → a validated `Config`. The flags are a public interface
 * (docs/reference/routes-and-flags.md#flags): `--port`, `--host`, `--fruxon-url`, `--tenant`,
 * `--token-file`, `--traces`, `--sessions`, `--share`, `--data-dir`, plus `--timeout` and
 * `--allow-host`. The token comes from `FRUXON_TOKEN` or `--token-file`.
 *
 * The run source follows from what is given: `--traces PATH` → that folder (or that one
 * `.json` file, such as a bundle); a token → the live Fruxon API; neither → the embedded demo.
 * Every setting is checked here, with a message that names the flag; the token itself is
 * never quoted (`token-file.ts`).
 */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { isValidId } from "../src/model/ids";
import { boundedEditDistance } from "../src/model/state/near-miss";
import { ConfigError } from "./config-error";
import { isLoopbackHost, lanAddress } from "./http/hosts";
import { apiBaseUrl, warningsFor } from "./config-checks";
import { defaultDataDir } from "./data-dir";
import { checkToken, readTokenFile } from "./token-file";

export { ConfigError };

export type RunSourceMode = "demo" | "fruxon" | "traces";

export interface Config {
  host: string;
  port: number;
  mode: RunSourceMode;
  fruxonUrl: string;
  tenant: string | null;
  /** Held in memory only; never logged, never sent to the browser. */
  token: string | null;
  tracesDir: string | null;
  sessionsPath: string | null;
  upstreamTimeoutMs: number;
  /** `--share`: serve colleagues on the network, behind a random access key. */
  share: boolean;
  /** Whether requests need the access key: with `--share`, or any non-loopback bind. */
  needsAccessKey: boolean;
  /** Host names (besides this machine's addresses) the user expects requests to use. */
  allowedHosts: string[];
  /** Where notes are kept (`--data-dir`, env `TRACELENS_DATA_DIR`, or the user's data directory). */
  dataDir: string;
  /** Settings that work but are probably not what was meant, to print at start. */
  warnings: string[];
}

export const USAGE = `Usage: npm start -- [options]   (or: tracelens [options])

  --port N            port to listen on (default 8723; 0 picks a free port)
  --host H            address to bind (default 127.0.0.1; with --share, the LAN address)
  --share             serve colleagues on the network, gated by a random access key
  --allow-host NAME   another host name requests may use (repeatable)
  --fruxon-url URL    Fruxon API base URL (default https://api.fruxon.com)
  --tenant ID         Fruxon tenant (or env FRUXON_TENANT)
  --token-file PATH   file holding the API token (or env FRUXON_TOKEN)
  --traces PATH       serve runs from a folder of saved CLI/API JSON, or from one
                      such file (a .tracelens.json bundle, say)
  --sessions PATH     serve fast-agent sessions (a sessions folder, a .fast-agent home,
                      one session folder, or one history file)
  --data-dir PATH     where notes are kept (or env TRACELENS_DATA_DIR; default: the
                      user's data directory, e.g. ~/.local/share/tracelens)
  --timeout SECONDS   upstream request timeout (default 30, at most 3600)
  -h, --help          print this help

With a token, the live Fruxon API is the run source; with neither a token nor --traces,
the embedded demo is. Any address other than loopback needs the access key printed at start.

Commands, with the same options (tracelens mcp --help):
  tracelens mcp           an MCP server on stdio for an AI assistant
  tracelens summary LINK  the run's ticket Markdown, as "Copy summary" makes it
  tracelens open LINK     the Tracelens URL that opens LINK`;

/** Every flag the CLI takes; the docs' flag tables are checked against it. */
export const FLAG_OPTIONS = {
  port: { type: "string" },
  host: { type: "string" },
  "fruxon-url": { type: "string" },
  tenant: { type: "string" },
  "token-file": { type: "string" },
  traces: { type: "string" },
  sessions: { type: "string" },
  share: { type: "boolean" },
  "allow-host": { type: "string", multiple: true },
  "data-dir": { type: "string" },
  timeout: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** A mistyped flag is at most this many edits from the flag meant (`--prot`, `--sharee`). */
const MAX_FLAG_TYPO = 2;

/** Longest --timeout: Node's timers overflow past 2^31 ms (≈ 24.8 days) and fire at once. */
const MAX_TIMEOUT_SECONDS = 3600;

const flagsSchema = z.object({
  port: z.coerce
    .number({ error: "--port must be a number" })
    .int("--port must be a whole number")
    .min(0, "--port must be between 0 and 65535")
    .max(65535, "--port must be between 0 and 65535")
    .default(8723),
  host: z.string().min(1, "--host must not be empty").optional(),
  "fruxon-url": z.string().default("https://api.fruxon.com"),
  tenant: z.string().min(1).optional(),
  "token-file": z.string().min(1).optional(),
  traces: z.string().min(1).optional(),
  sessions: z.string().min(1).optional(),
  share: z.boolean().default(false),
  "allow-host": z.array(z.string().min(1)).default([]),
  "data-dir": z.string().min(1, "--data-dir must not be empty").optional(),
  timeout: z.coerce
    .number({ error: "--timeout must be a number of seconds" })
    .positive("--timeout must be positive")
    .max(
      MAX_TIMEOUT_SECONDS,
      `--timeout must be at most ${MAX_TIMEOUT_SECONDS} seconds`,
    )
    .default(30),
});

export interface ConfigSystem {
  /** The address to share on when `--share` has no `--host`. */
  lanAddress(): string | null;
}

export function parseConfig(
  argv: string[],
  env: Record<string, string | undefined>,
  system: ConfigSystem = { lanAddress },
): Config | "help" {
  const values = parseFlags(argv);
  if (values.help) return "help";
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => issue.message).join("\n"),
    );
  }
  const flags = parsed.data;
  const token = readToken(flags["token-file"], env.FRUXON_TOKEN);
  const tenant = flags.tenant ?? nonEmpty(env.FRUXON_TENANT);
  if (tenant !== undefined && !isValidId(tenant))
    throw new ConfigError(
      `--tenant ${JSON.stringify(tenant)} is not a tenant id (it may not hold /, ?, #, %, :, spaces or control characters).`,
    );
  const tracesDir = flags.traces
    ? existingPath(flags.traces, "--traces", "directory-or-json")
    : null;
  const sessionsPath = flags.sessions
    ? existingPath(flags.sessions, "--sessions", "any")
    : null;
  const mode: RunSourceMode = tracesDir ? "traces" : token ? "fruxon" : "demo";
  if (mode === "fruxon" && !tenant) {
    throw new ConfigError(
      "A token was given but no tenant: pass --tenant ID or set FRUXON_TENANT (every Fruxon API path starts with /v1/tenants/{tenant}).",
    );
  }
  const host = bindHost(flags.host, flags.share, system);
  const needsAccessKey = flags.share || !isLoopbackHost(host);
  return {
    host,
    port: flags.port,
    mode,
    fruxonUrl: apiBaseUrl(flags["fruxon-url"]),
    tenant: tenant ?? null,
    token,
    tracesDir,
    sessionsPath,
    upstreamTimeoutMs: Math.round(flags.timeout * 1000),
    share: flags.share,
    needsAccessKey,
    allowedHosts: flags["allow-host"].map((name) => name.toLowerCase()),
    dataDir: resolve(
      flags["data-dir"] ??
        nonEmpty(env.TRACELENS_DATA_DIR) ??
        defaultDataDir(env),
    ),
    warnings: warningsFor({ mode, tenant, token, host, share: flags.share }),
  };
}

function parseFlags(argv: string[]): Record<string, unknown> {
  try {
    return parseArgs({
      args: argv,
      options: FLAG_OPTIONS,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    const unknown =
      (error as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" &&
      unknownFlag(argv);
    throw new ConfigError(
      unknown ? unknownFlagMessage(unknown) : (error as Error).message,
    );
  }
}

/** The first flag given that is not one of ours, as typed (`--prot`, `-x`). */
function unknownFlag(argv: string[]): string | undefined {
  const { tokens } = parseArgs({
    args: argv,
    options: FLAG_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const token = tokens.find(
    (token) =>
      token.kind === "option" && !Object.hasOwn(FLAG_OPTIONS, token.name),
  );
  return token?.kind === "option" ? token.rawName : undefined;
}

/** Names the nearest known flag, when one is a plausible typo away. */
export function unknownFlagMessage(rawName: string): string {
  const typed = rawName.replace(/^-+/, "").toLowerCase();
  let nearest: string | undefined;
  let nearestDistance = MAX_FLAG_TYPO + 1;
  for (const name of Object.keys(FLAG_OPTIONS)) {
    const distance = boundedEditDistance(typed, name, MAX_FLAG_TYPO);
    if (distance < nearestDistance)
      [nearest, nearestDistance] = [name, distance];
  }
  const hint = nearest ? ` Did you mean --${nearest}?` : "";
  return `Unknown option ${rawName}.${hint} (--help lists the options.)`;
}

function bindHost(
  host: string | undefined,
  share: boolean,
  system: ConfigSystem,
): string {
  if (host) return host;
  if (!share) return "127.0.0.1";
  const lan = system.lanAddress();
  if (!lan)
    throw new ConfigError(
      "--share found no network address on this machine to share on: pass --host ADDRESS.",
    );
  return lan;
}

function readToken(
  tokenFile: string | undefined,
  envToken: string | undefined,
): string | null {
  if (tokenFile) return readTokenFile(tokenFile);
  const token = envToken?.trim();
  if (!token) return null;
  checkToken(token, "FRUXON_TOKEN");
  return token;
}

function existingPath(
  path: string,
  flag: string,
  kind: "directory" | "directory-or-json" | "any",
): string {
  const absolute = resolve(path);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(absolute).isDirectory();
  } catch {
    throw new ConfigError(`${flag} ${path}: no such file or directory.`);
  }
  if (kind === "directory" && !isDirectory) {
    throw new ConfigError(`${flag} ${path}: expected a directory.`);
  }
  if (
    kind === "directory-or-json" &&
    !isDirectory &&
    !absolute.toLowerCase().endsWith(".json")
  ) {
    throw new ConfigError(
      `${flag} ${path}: expected a directory or a .json file (a saved run or a .tracelens.json bundle).`,
    );
  }
  return absolute;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}
