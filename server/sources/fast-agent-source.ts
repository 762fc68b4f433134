/**
 * fast-agent sessions as a source (`--sessions PATH`, or the bundled demo sessions).
 * Requests name a session by id and a history by its key in that session; both are looked
 * up in the index, so no request can name a path. Histories are served as they are on
 * disk (the app validates and normalises them); lists and details are the index's own
 * summaries; log lines are those of the session's time window.
 */
import type {
  SessionDetail,
  SessionList,
  SessionLog,
} from "../../src/model/session";
import { readJsonFile } from "./json-file-reader";
import { createFastAgentIndexer, type SessionIndex } from "./fast-agent-index";
import { logWindow, readLogLines } from "./fast-agent-log-reader";
import { SourceError } from "./source-error";

export interface SessionSource {
  listSessions(): Promise<SessionList>;
  getSession(sessionId: string): Promise<SessionDetail>;
  /** A history file's JSON, as on disk. */
  getHistory(sessionId: string, key: string): Promise<unknown>;
  getLog(sessionId: string): Promise<SessionLog>;
}

const LAYOUT_LABELS = {
  file: "fast-agent history file",
  session: "fast-agent session folder",
  home: "fast-agent home",
  workspace: "fast-agent workspace",
  sessions: "fast-agent sessions folder",
} as const;

export function createFastAgentSource(
  path: string,
  options: { label?: string } = {},
): SessionSource {
  const indexer = createFastAgentIndexer(path);

  const entryOf = (index: SessionIndex, sessionId: string) => {
    const entry = index.entries.get(sessionId);
    if (!entry)
      throw new SourceError(
        "not_found",
        `No session ${sessionId} in ${path}. It may have been pruned: fast-agent deletes all but the newest sessions (session_history_window).`,
      );
    return entry;
  };

  return {
    async listSessions() {
      const index = await indexer.index();
      const entries = [...index.entries.values()];
      const count = entries.filter((e) => e.summary.kind === "session").length;
      const files = entries.filter((e) => e.summary.kind === "file").length;
      const counts = [
        `${count} session${count === 1 ? "" : "s"}`,
        ...(files > 0 && count === 0
          ? [`${files} history file${files === 1 ? "" : "s"}`]
          : []),
        ...(index.skipped.length > 0
          ? [
              `${index.skipped.length} other JSON file${index.skipped.length === 1 ? "" : "s"} skipped`,
            ]
          : []),
      ].join(", ");
      return {
        label: `${options.label ?? `${LAYOUT_LABELS[index.layout.kind]} ${path}`} (${counts})`,
        sessions: index.order.map((id) => index.entries.get(id)!.summary),
        problems: index.problems,
        skipped: index.skipped,
      };
    },
    async getSession(sessionId) {
      const index = await indexer.index();
      const entry = entryOf(index, sessionId);
      const summaries = (ids: string[]) =>
        ids
          .map((id) => index.entries.get(id)?.summary)
          .filter((s) => s !== undefined);
      let sessionJson: unknown = null;
      if (entry.sessionJsonPath) {
        const read = await readJsonFile(entry.sessionJsonPath);
        sessionJson = "json" in read ? read.json : null;
      }
      return {
        summary: entry.summary,
        agents: entry.agents,
        traces: summaries(entry.summary.subAgentTraces),
        childSessions: summaries(entry.summary.children),
        sessionJson,
      };
    },
    async getHistory(sessionId, key) {
      const index = await indexer.index();
      const entry = entryOf(index, sessionId);
      const file = entry.files.get(key);
      if (!file)
        throw new SourceError(
          "not_found",
          `Session ${sessionId} has no history ${key}. It has: ${[...entry.files.keys()].join(", ") || "none"}.`,
        );
      const fs = await indexer.fs();
      const read = await readJsonFile(file);
      if ("problem" in read)
        throw new SourceError("bad_file", `${fs.rel(file)}: ${read.problem}`);
      return read.json;
    },
    async getLog(sessionId) {
      const index = await indexer.index();
      const entry = entryOf(index, sessionId);
      return readLogLines(await indexer.fs(), index.logFiles, logWindow(entry));
    },
  };
}
