/**
 * Flags and environment → a validated `Config`. The flags are a public interface
 * (docs/reference/routes-and-flags.md#flags): `--port`, `--host`, `--fruxon-url`, `--tenant`, `--token-file`, `--traces`,
 * `--sessions`, plus `--timeout`. The token comes from `FRUXON_TOKEN` or `--token-file`.
 *
 * The run source follows from what is given: `--traces DIR` → that folder; a token →
 * the live Fruxon API; neither → the embedded demo.
 */
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

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
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export const USAGE = `Usage: npm start -- [options]   (or: tracelens [options])

  --port N            port to listen on (default 8723; 0 picks a free port)
  --host H            address to bind (default 127.0.0.1)
  --fruxon-url URL    Fruxon API base URL (default https://api.fruxon.com)
  --tenant ID         Fruxon tenant (or env FRUXON_TENANT)
  --token-file PATH   file holding the API token (or env FRUXON_TOKEN)
  --traces DIR        serve runs from a folder of saved CLI/API JSON
  --sessions PATH     serve fast-agent sessions (a sessions folder, a .fast-agent home,
                      one session folder, or one history file)
  --timeout SECONDS   upstream request timeout (default 30)
  --help              print this help

With a token, the live Fruxon API is the run source; with neither a token nor --traces,
the embedded demo is.`;

const flagsSchema = z.object({
  port: z.coerce
    .number({ error: "--port must be a number" })
    .int("--port must be a whole number")
    .min(0, "--port must be between 0 and 65535")
    .max(65535, "--port must be between 0 and 65535")
    .default(8723),
  host: z.string().min(1, "--host must not be empty").default("127.0.0.1"),
  "fruxon-url": z
    .url({ protocol: /^https?$/, error: "--fruxon-url must be an http(s) URL" })
    .default("https://api.fruxon.com"),
  tenant: z.string().min(1).optional(),
  "token-file": z.string().min(1).optional(),
  traces: z.string().min(1).optional(),
  sessions: z.string().min(1).optional(),
  timeout: z.coerce
    .number({ error: "--timeout must be a number of seconds" })
    .positive("--timeout must be positive")
    .default(30),
});

export function parseConfig(
  argv: string[],
  env: Record<string, string | undefined>,
): Config | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        "fruxon-url": { type: "string" },
        tenant: { type: "string" },
        "token-file": { type: "string" },
        traces: { type: "string" },
        sessions: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
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
  const tracesDir = flags.traces
    ? existingPath(flags.traces, "--traces", "directory")
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
  return {
    host: flags.host,
    port: flags.port,
    mode,
    fruxonUrl: flags["fruxon-url"],
    tenant: tenant ?? null,
    token,
    tracesDir,
    sessionsPath,
    upstreamTimeoutMs: Math.round(flags.timeout * 1000),
  };
}

function readToken(
  tokenFile: string | undefined,
  envToken: string | undefined,
): string | null {
  if (tokenFile) {
    let text: string;
    try {
      text = readFileSync(resolve(tokenFile), "utf8");
    } catch (error) {
      throw new ConfigError(
        `--token-file ${tokenFile}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      );
    }
    const token = text.trim();
    if (!token) throw new ConfigError(`--token-file ${tokenFile} is empty.`);
    if (/\s/.test(token)) {
      throw new ConfigError(
        `--token-file ${tokenFile} must hold the token alone, on one line.`,
      );
    }
    return token;
  }
  return nonEmpty(envToken?.trim()) ?? null;
}

function existingPath(
  path: string,
  flag: string,
  kind: "directory" | "any",
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
  return absolute;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}
