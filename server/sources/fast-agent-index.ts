/**
 * Index of a fast-agent folder: every session (and child session), each history file in
 * it, and the loose history files beside them (sub-agent traces, `/save` files), by id.
 * Requests name sessions and histories by these ids only; no request names a path.
 *
 * Walked once with the layout rules of `fast-agent-layout.ts`, and again only when a
 * folder walked changed (`folder-watch.ts`, shared with `--traces`); files are summarised
 * through a size/mtime cache. A file that cannot be read is reported by name and position
 * and the rest still loads. Loose sub-agent traces are listed under every session whose
 * time they fall within (their file name carries the save time, in the same local clock
 * as `session.json`). The list's order and its times' sources are `model/session-times.ts`'s.
 */
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import {
  naiveTimeMs,
  parseTraceFileName,
  toNaiveTime,
} from "../../src/model/format/naive-time";
import type {
  SessionAgentInfo,
  SessionHistoryInfo,
  SessionSummary,
} from "../../src/model/session";
import { compareSessionsNewestFirst } from "../../src/model/session-times";
import { createFileReader } from "./fast-agent-files";
import { blankSummary, safeId } from "./fast-agent-ids";
import {
  detectLayout,
  findLogFiles,
  readHead,
  SafeFs,
  type Layout,
  type Problem,
} from "./fast-agent-layout";
import { readSessionFolder } from "./fast-agent-session-folder";
import { describeNonHistory } from "../../src/model/normalize/fast-agent-file-kind";
import {
  createFolderWatch,
  watchedIndex,
  type FolderWatch,
} from "./folder-watch";

/** Enough of a file to hold the first line of a log or export. */
const HEAD_BYTES = 64 * 1024;

/** Slack around a session's window when matching trace files and log lines to it. */
export const WINDOW_SLACK_MS = 60_000;

export interface IndexedEntry {
  summary: SessionSummary;
  /** History key → real path. */
  files: Map<string, string>;
  agents: SessionAgentInfo[];
  sessionJsonPath: string | null;
  /** How the log window of this entry is found. */
  windowBasis: string | null;
  spanSec: number | null;
}

export interface SessionIndex {
  layout: Layout;
  entries: Map<string, IndexedEntry>;
  /** Entry ids, newest activity first. */
  order: string[];
  logFiles: string[];
  problems: Problem[];
  /** JSON files beside the histories that are not histories, with why (a `package.json`). */
  skipped: Problem[];
}

export function createFastAgentIndexer(path: string) {
  const reader = createFileReader();
  let opened: Promise<SafeFs> | null = null;
  // One history file given directly has no folder to watch: its read is cached per version.
  let watch: FolderWatch | null | undefined;
  /** The current index: built once, and again when a folder it listed changed. */
  const index = watchedIndex(build, () => watch);

  async function build(): Promise<SessionIndex> {
    const fs = await (opened ??= SafeFs.open(path));
    watch ??= (await fs.exists(fs.root, "file")) ? null : createFolderWatch();
    watch?.scanning();
    fs.takeListed();
    const problems: Problem[] = [];
    const layout = await detectLayout(fs);
    const entries = new Map<string, IndexedEntry>();
    const add = (entry: IndexedEntry) => {
      let id = entry.summary.id;
      for (let n = 2; entries.has(id); n++) id = `${entry.summary.id}~${n}`;
      entries.set(id, { ...entry, summary: { ...entry.summary, id } });
    };

    const folders: { dir: string; id: string; parentId: string | null }[] = [];
    if (layout.sessionDir)
      folders.push({
        dir: layout.sessionDir,
        id: safeId(basename(layout.sessionDir)),
        parentId: null,
      });
    for (const dir of layout.sessionsDirs) {
      for (const entry of await fs.list(dir, problems))
        if (entry.isDirectory)
          folders.push({
            dir: entry.path,
            id: safeId(entry.name),
            parentId: null,
          });
    }
    // A queue, not recursion: children of children are rare but possible.
    for (let i = 0; i < folders.length; i++) {
      const folder = folders[i]!;
      const read = await readSessionFolder(fs, reader, folder, problems);
      if (!read) continue;
      add(read.entry);
      for (const child of read.children) folders.push(child);
    }

    const looseFiles = layout.file ? [layout.file] : [];
    const skipped: Problem[] = [];
    for (const dir of layout.looseDirs) {
      for (const entry of await fs.list(dir, problems)) {
        if (
          !entry.isDirectory &&
          entry.name.toLowerCase().endsWith(".json") &&
          entry.name !== "session.json"
        )
          looseFiles.push(entry.path);
      }
    }
    for (const file of looseFiles) {
      const entry = await readLooseFile(
        fs,
        reader,
        file,
        layout.kind === "file",
      );
      if ("skipped" in entry) skipped.push(entry.skipped);
      else add(entry);
    }

    linkChildren(entries);
    linkTraces(entries);
    const order = [...entries.values()]
      .sort((a, b) => compareSessionsNewestFirst(a.summary, b.summary))
      .map((entry) => entry.summary.id);
    const logFiles = await findLogFiles(fs, layout, problems);
    // The root too: a `sessions/` or `.fast-agent/` made in it later changes the layout.
    const listed = fs.takeListed();
    if (!listed.has(fs.root)) {
      const rootMtime = await stat(fs.root).catch(() => null);
      if (rootMtime) listed.set(fs.root, rootMtime.mtimeMs);
    }
    watch?.scanned(listed);
    for (const entry of entries.values())
      problems.push(...entry.summary.problems);
    return {
      layout,
      entries,
      order,
      logFiles,
      problems: dedupe(problems),
      skipped,
    };
  }

  return { index, fs: () => (opened ??= SafeFs.open(path)) };
}

/**
 * What a file that is no history is, by its content (an event log, an export, a text
 * save), with what to give instead; null when it is none of those.
 */
export async function recogniseNonHistory(
  file: string,
): Promise<string | null> {
  const head = await readHead(file, HEAD_BYTES);
  return head !== null ? describeNonHistory(basename(file), head) : null;
}

async function readLooseFile(
  fs: SafeFs,
  reader: ReturnType<typeof createFileReader>,
  file: string,
  isGiven: boolean,
): Promise<IndexedEntry | { skipped: Problem }> {
  const name = basename(file);
  const facts = await reader.history(file);
  // Other JSON beside the traces (a package.json in a workspace) is not a history: skipped, named.
  if (facts.isOtherJson && !isGiven)
    return {
      skipped: {
        file: fs.rel(file),
        message: `not a history: ${facts.problem ?? "no messages"}`,
      },
    };
  // A file given directly that is a log, an export, a text save: say which, and what to give.
  const why =
    (isGiven && facts.problem ? await recogniseNonHistory(file) : null) ??
    facts.problem;
  const trace = parseTraceFileName(name);
  const savedAt = trace?.savedAt ?? exportNameTime(name);
  const agent = trace?.agent ?? name.replace(/\.json$/i, "");
  const problem = why ? { file: fs.rel(file), message: why } : null;
  const history: SessionHistoryInfo = {
    key: safeId(agent),
    kind: trace ? "trace" : "saved",
    agent,
    file: fs.rel(file),
    messageCount: facts.value?.messageCount ?? null,
    previousKey: null,
    lastStopReason: facts.value?.lastStopReason ?? null,
    unansweredCalls: facts.value?.unansweredCalls ?? null,
    endsOnToolResults: facts.value?.endsOnToolResults ?? null,
    problem: problem?.message ?? null,
  };
  return {
    summary: {
      ...blankSummary(safeId(name.replace(/\.json$/i, "")), "file"),
      firstUserPreview: facts.value?.firstUserPreview ?? null,
      savedAtFromName: savedAt,
      recorded: facts.value?.recorded ?? null,
      modifiedAt: facts.modifiedAt,
      activeAgent: agent,
      agents: [agent],
      usage: facts.value?.usage ?? null,
      histories: [history],
      perfWindow: facts.value?.perfWindow ?? null,
      problems: problem ? [problem] : [],
    },
    files: new Map([[history.key, file]]),
    agents: [
      { name: agent, model: null, provider: null, resolvedPrompt: null },
    ],
    sessionJsonPath: null,
    windowBasis: savedAt
      ? trace
        ? "trace file name"
        : "export file name"
      : null,
    spanSec: facts.value?.spanSec ?? null,
  };
}

/** `%y_%m_%d_%H_%M-conversation.json`, the default `/save` name. */
function exportNameTime(name: string): string | null {
  const match =
    /^(\d{2})_(\d{2})_(\d{2})_(\d{2})_(\d{2})-conversation\.json$/.exec(name);
  if (!match) return null;
  const [, yy, mm, dd, hh, mi] = match;
  const naive = toNaiveTime(`20${yy}-${mm}-${dd}T${hh}:${mi}`);
  return naive !== null && !Number.isNaN(naiveTimeMs(naive)) ? naive : null;
}

function linkChildren(entries: Map<string, IndexedEntry>) {
  for (const entry of entries.values()) {
    const parent = entry.summary.parentId
      ? entries.get(entry.summary.parentId)
      : undefined;
    if (parent && entry.summary.kind === "child")
      parent.summary.children.push(entry.summary.id);
  }
}

/** Lists each trace file under the sessions whose [start, last activity] holds its save time. */
function linkTraces(entries: Map<string, IndexedEntry>) {
  const sessions = [...entries.values()].filter(
    (entry) => entry.summary.kind !== "file",
  );
  for (const trace of entries.values()) {
    const savedAt = trace.summary.savedAtFromName;
    if (
      trace.summary.kind !== "file" ||
      trace.windowBasis !== "trace file name" ||
      !savedAt
    )
      continue;
    const saved = naiveTimeMs(savedAt);
    for (const session of sessions) {
      const window = sessionWindow(session.summary);
      if (
        window &&
        saved >= window.from - WINDOW_SLACK_MS &&
        saved <= window.to + WINDOW_SLACK_MS
      ) {
        session.summary.subAgentTraces.push(trace.summary.id);
        trace.summary.withinSessions.push(session.summary.id);
      }
    }
  }
}

/** A session's time on its writer's clock, as `naiveTimeMs` values. */
export function sessionWindow(
  summary: SessionSummary,
): { from: number; to: number } | null {
  const start = summary.createdAt ?? summary.createdAtFromName;
  // No session.json: its files' mtime is the only end there is (the id gives the start).
  const end = summary.lastActivity ?? summary.modifiedAt;
  if (!start || !end) return null;
  return { from: naiveTimeMs(start), to: naiveTimeMs(end) };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
