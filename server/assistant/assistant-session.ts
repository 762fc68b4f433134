/**
 * What every command without a page answers from: the sources the flags name
 * (`start-sources.ts`), the proxy's own app over them (`createApp`, exactly as `npm start`
 * builds it, but answered in process and never bound to a port), and the masked reads of
 * its `/api` (`assistant-reads.ts`). Notes are read from the data directory's database when
 * one exists; a command never creates it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "../app";
import type { Config } from "../config";
import { urlHost } from "../http/hosts";
import { openNotesStore, type NotesStore } from "../notes/notes-store";
import { startSources } from "../sources/start-sources";
import { checkStartup, type StartupCheck } from "../startup-check";
import { createAssistantReads, type AssistantReads } from "./assistant-reads";
import { createLocalApi } from "./local-api";

/** The page's port when `--port` is 0 or absent: where `npm start` serves by default. */
const DEFAULT_PORT = 8723;

export interface AssistantSession {
  reads: AssistantReads;
  /** The start-up check's `Source:` lines and problems, when asked for (`check`). */
  startup: StartupCheck | null;
  close(): Promise<void>;
}

export async function openAssistantSession(
  config: Config,
  options: { masked: boolean; check?: boolean },
): Promise<AssistantSession> {
  const sources = await startSources(config);
  let startup: StartupCheck | null = null;
  try {
    if (options.check)
      startup = await checkStartup(
        config,
        sources.runSource,
        sources.sessionSource,
      );
  } catch (error) {
    await sources.close();
    throw error;
  }
  const notes = openExistingNotes(config.dataDir);
  const app = createApp({
    runSource: sources.runSource,
    sessionSource: sources.sessionSource,
    notesStore: notes.store,
    staticDir: null,
    bindHost: "127.0.0.1",
    allowedHosts: [],
    accessKey: null,
    secrets: config.token ? [config.token] : [],
  });
  const reads = createAssistantReads(createLocalApi(app), {
    masked: options.masked,
    origin: pageOrigin(config),
    notesProblem: notes.problem,
  });
  return {
    reads,
    startup,
    close: async () => {
      notes.store?.close();
      await sources.close();
    },
  };
}

/** Where the page that shows what an answer names is served with the same flags. */
export function pageOrigin(config: Pick<Config, "host" | "port">): string {
  return `http://${urlHost(config.host)}:${config.port || DEFAULT_PORT}`;
}

function openExistingNotes(dataDir: string): {
  store: NotesStore | null;
  problem: string | null;
} {
  const file = join(dataDir, "notes.sqlite");
  if (!existsSync(file)) return { store: null, problem: null };
  try {
    return { store: openNotesStore(file), problem: null };
  } catch (error) {
    return { store: null, problem: `${file}: ${(error as Error).message}` };
  }
}
