/**
 * `npm start` / `tracelens`: parse flags, pick the run source, check it once
 * (`startup-check.ts`: `Source: …` lines, and what failed), serve the app on
 * 127.0.0.1 (by default) and print `Tracelens listening on http://HOST:PORT`.
 * With `--share` (or any non-loopback bind) a random access key is made, and the link
 * that carries it is printed beside: `Tracelens shared at http://ADDRESS:PORT/?key=…`.
 * `tracelens mcp | summary | open …` answer without a page instead (`commands/`).
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createApp } from "./app";
import { createAccessKey } from "./http/access-gate";
import { openNotesStore, type NotesStore } from "./notes/notes-store";
import { isWildcardHost, lanAddress, urlHost } from "./http/hosts";
import { isCommand } from "./commands/command-line";
import { ConfigError, parseConfig, USAGE, type Config } from "./config";
import type { SessionSource } from "./sources/fast-agent-source";
import { REPO_ROOT } from "./repo-root";
import type { RunSource } from "./sources/run-source";
import { startSources } from "./sources/start-sources";
import { checkStartup, type StartupCheck } from "./startup-check";

const STATIC_DIR = join(REPO_ROOT, "dist");

async function main() {
  let config: Config | "help";
  try {
    config = parseConfig(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`tracelens: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    throw error;
  }
  if (config === "help") {
    console.log(USAGE);
    return;
  }
  for (const warning of config.warnings)
    console.error(`tracelens: warning: ${warning}`);
  const sources = await startSources(config);
  const { runSource, sessionSource } = sources;
  const startup = await checkOrExit(config, runSource, sessionSource);
  const accessKey = config.needsAccessKey ? createAccessKey() : null;
  const notesStore = openNotes(config.dataDir);
  const app = createApp({
    notesStore,
    runSource,
    sessionSource,
    home: startup.home,
    staticDir: STATIC_DIR,
    bindHost: config.host,
    allowedHosts: config.allowedHosts,
    accessKey,
    secrets: config.token ? [config.token] : [],
  });
  const server = serve(
    { fetch: app.fetch, hostname: config.host, port: config.port },
    (info: AddressInfo) => {
      console.log(
        `Tracelens listening on http://${urlHost(info.address)}:${info.port}`,
      );
      if (accessKey) {
        const address = isWildcardHost(config.host)
          ? (lanAddress() ?? info.address)
          : info.address;
        console.log(
          `Tracelens shared at http://${urlHost(address)}:${info.port}/?key=${accessKey}`,
        );
      }
    },
  );
  server.on("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE"
        ? `port ${config.port} is already in use (pass --port N, or --port 0 for a free one)`
        : error.message;
    console.error(
      `tracelens: cannot listen on ${config.host}:${config.port}: ${reason}`,
    );
    process.exit(1);
  });
  const shutdown = () => {
    server.close();
    notesStore.close();
    void sources.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

/** The start-up check's `Source:` lines and problems; a `--sessions` file that is no history stops here. */
async function checkOrExit(
  config: Config,
  runSource: RunSource,
  sessionSource: SessionSource | null,
): Promise<StartupCheck> {
  try {
    const startup = await checkStartup(config, runSource, sessionSource);
    for (const line of startup.lines) console.log(line);
    for (const problem of startup.problems)
      console.error(`tracelens: ${problem}`);
    return startup;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`tracelens: ${error.message}`);
    process.exit(2);
  }
}

/**
 * The notes database in the data directory; a start that cannot open it stops here. One
 * that opens but cannot save now (read-only, locked by another program) is said on a line
 * of its own, and the proxy serves anyway: notes are a side of reviewing runs.
 */
function openNotes(dataDir: string): NotesStore {
  const file = join(dataDir, "notes.sqlite");
  try {
    const store = openNotesStore(file);
    const problem = store.saveProblem();
    if (problem) console.error(`tracelens: warning: ${problem}`);
    return store;
  } catch (error) {
    console.error(
      `tracelens: cannot open the notes database ${file}: ${(error as Error).message} (pass --data-dir PATH, or set TRACELENS_DATA_DIR, to keep notes elsewhere)`,
    );
    process.exit(2);
  }
}

const argv = process.argv.slice(2);
if (isCommand(argv[0])) {
  // `tracelens mcp | summary | open`: loaded only when asked for (the MCP SDK with it).
  const { runCommand } = await import("./commands/run-command");
  const code = await runCommand(argv, process.env);
  // Folder watches may still hold the event loop: the command is done once stdout is out.
  process.stdout.write("", () => process.exit(code));
} else await main();
