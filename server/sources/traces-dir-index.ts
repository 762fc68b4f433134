/**
 * Index of a folder of saved JSON: which runs it holds, under which agents, and which
 * file answers each facet (record, trace, result, tree) of each run.
 *
 * The folder is walked (depth ≤ 6, `.json` files, no dotfiles) once, and again only when
 * `folder-watch.ts` says it changed — or, when the root is one file, that file alone is
 * checked on each call. Files are read through `json-file-reader.ts`: a file is parsed again
 * only when its size or mtime changed, so saving a new trace while the viewer runs shows it
 * on the next list. Symlinks that lead outside the folder are refused. A file that cannot
 * be used (not JSON, not a regular file, unreadable, deleted mid-walk, too large) is
 * reported by name; the rest still loads.
 */
import { realpathSync, statSync } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { normalizeFruxonTrace } from "../../src/model/normalize/fruxon-trace";
import { unwrapCliEnvelope } from "../../src/model/normalize/cli-envelope";
import { runUsage } from "../../src/model/run-metrics";
import { normalizeFruxonRecord } from "../../src/model/normalize/fruxon-record";
import type { RecordFacts } from "../../src/model/run-list/filter-records";
import { factsFromTrace } from "../../src/model/run-list/run-facts";
import {
  classifySavedJson,
  savedParts,
  type SavedJson,
} from "../../src/model/saved/saved-json";
import {
  addStatePart,
  emptySavedState,
  type SavedState,
} from "../../src/model/saved/saved-state";
import {
  addConversationPart,
  emptySavedConversation,
  type SavedConversation,
} from "../../src/model/saved/saved-conversation";
import { safeId } from "./fast-agent-ids";
import { createFolderWatch, watchedIndex } from "./folder-watch";
import { mapBounded } from "./map-bounded";
import {
  createJsonFileCache,
  fsReason,
  type FileVersion,
} from "./json-file-reader";

const MAX_DEPTH = 6;
/** Files whose checks and reads are under way at once while indexing (parses are bounded apart). */
const INDEX_READ_AHEAD = 16;
/** Agent id for a saved trace that names none. */
export const UNKNOWN_AGENT = "saved";

/** One part of a file: the file itself, or one facet of a bundle. */
interface FilePart {
  saved: SavedJson;
  /** For traces: what the list needs, computed once per file version. */
  synthesized?: Record<string, unknown>;
  facts?: RecordFacts;
  /** The run id came from the file name (the trace names none). */
  idFromName?: boolean;
}

interface FileEntry {
  parts: FilePart[];
  /** The file is a trace exactly as the API answers it: it can be sent as it is. */
  isBareTrace: boolean;
}

export interface IndexedRun {
  runId: string;
  agentId: string;
  record: Record<string, unknown>;
  recordIsSynthesized: boolean;
  traceFile: string | null;
  /** The indexed version of the trace file, when that file is the trace as the API answers it. */
  bareTraceVersion: FileVersion | null;
  resultFile: string | null;
  facts: RecordFacts | undefined;
}

export interface TracesDirIndex {
  runs: Map<string, IndexedRun>;
  trees: { file: string; nodeIds: string[] }[];
  /** Participant objects from saved `participants list` outputs. */
  participants: Record<string, unknown>[];
  /** Saved topics, turns, sessions, inbound messages, takeovers and policies. */
  conversation: SavedConversation;
  /** Saved memories, triggers, ledger parts and approvals. */
  state: SavedState;
  problems: { file: string; message: string }[];
  /** The `.json` files read (the unreadable ones included). */
  fileCount: number;
}

export function createTracesDirIndexer(root: string) {
  const realRoot = realpathSync(root);
  // `--traces` may name one file (a bundle, or any saved JSON): then it is the whole folder.
  const rootFile = statSync(realRoot).isFile() ? realRoot : null;
  const base = rootFile ? dirname(realRoot) : realRoot;
  const entries = createJsonFileCache(entryOf);
  const watch = rootFile ? null : createFolderWatch();

  async function listJsonFiles(): Promise<{
    files: string[];
    folders: Map<string, number>;
    problems: { file: string; message: string }[];
  }> {
    const files = new Set<string>();
    const folders = new Map<string, number>();
    const problems: { file: string; message: string }[] = [];
    if (rootFile) return { files: [rootFile], folders, problems };
    const stack: { dir: string; depth: number }[] = [
      { dir: realRoot, depth: 0 },
    ];
    while (stack.length > 0) {
      const { dir, depth } = stack.pop()!;
      if (folders.has(dir)) continue;
      let names: { name: string; isDirectory: boolean; isLink: boolean }[];
      try {
        // The mtime before the listing: a file added during it makes the next call look again.
        folders.set(dir, (await stat(dir)).mtimeMs);
        names = (await readdir(dir, { withFileTypes: true })).map((entry) => ({
          name: entry.name,
          isDirectory: entry.isDirectory(),
          isLink: entry.isSymbolicLink(),
        }));
      } catch (error) {
        problems.push({
          file: rel(dir),
          message: `cannot list: ${fsReason(error)}`,
        });
        continue;
      }
      for (const { name, isDirectory, isLink } of names.sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
      )) {
        if (name.startsWith(".")) continue;
        let path = join(dir, name);
        let isFolder = isDirectory;
        if (isLink) {
          const real = await linkTarget(path, problems);
          if (!real) continue;
          path = real.path;
          isFolder = real.isDirectory;
        }
        if (isFolder) {
          if (depth < MAX_DEPTH) stack.push({ dir: path, depth: depth + 1 });
        } else if (name.toLowerCase().endsWith(".json")) {
          // Whatever it is (a FIFO, an unreadable file): the reader reports it by name.
          files.add(path);
        }
      }
    }
    return { files: [...files], folders, problems };
  }

  /** Where a link inside the folder leads, or null (and a problem) when it leaves it. */
  async function linkTarget(
    path: string,
    problems: { file: string; message: string }[],
  ): Promise<{ path: string; isDirectory: boolean } | null> {
    try {
      const real = await realpath(path);
      if (real !== realRoot && !real.startsWith(realRoot + sep)) {
        problems.push({
          file: rel(path),
          message: "skipped: it links outside the traces folder",
        });
        return null;
      }
      return { path: real, isDirectory: (await stat(real)).isDirectory() };
    } catch {
      return null;
    }
  }

  function rel(path: string): string {
    return relative(base, path) || ".";
  }

  /** What the index keeps of a file's JSON (computed once per version of the file). */
  function entryOf(
    json: unknown,
    file: string,
  ): FileEntry | { problem: string } {
    const classified = classifySavedJson(json);
    if (classified.kind === "invalid") return { problem: classified.problem };
    const entry: FileEntry = {
      parts: [],
      isBareTrace:
        classified.kind === "trace" && unwrapCliEnvelope(json) === json,
    };
    for (const saved of savedParts(classified)) {
      const part: FilePart = { saved };
      if (saved.kind === "trace") {
        const synthesized = synthesizeRecord(saved, file);
        if ("problem" in synthesized) return synthesized;
        part.synthesized = synthesized.record;
        part.facts = synthesized.facts;
        part.idFromName = saved.runId === null;
      }
      // Keep only what the index needs; payloads are re-read when asked for.
      if (
        saved.kind === "trace" ||
        saved.kind === "result" ||
        saved.kind === "tree"
      ) {
        part.saved = { ...saved, json: {} };
      }
      entry.parts.push(part);
    }
    return entry;
  }

  /**
   * A run id from a file name, for a trace that names none: `run-7.trace.json` → `run-7`.
   * Characters an id may not hold become `_`, so every listed run can be opened; a name that
   * is only `trace` keeps it (`trace.json` and `-trace.json` must not both become "").
   */
  function fileRunId(file: string): string {
    const stem = file.slice(file.lastIndexOf(sep) + 1).replace(/\.json$/i, "");
    return safeId(stem.replace(/[.-]?trace$/i, "") || stem);
  }

  function synthesizeRecord(
    saved: Extract<SavedJson, { kind: "trace" }>,
    file: string,
  ):
    | { record: Record<string, unknown>; facts: RecordFacts }
    | { problem: string } {
    let trace;
    try {
      trace = normalizeFruxonTrace(saved.json);
    } catch (error) {
      return {
        problem: `looks like a trace but cannot be read: ${(error as Error).message}`,
      };
    }
    const runId = saved.runId ?? fileRunId(file);
    const summary = normalizeFruxonRecord({ id: runId });
    const usage = runUsage(summary, trace);
    return {
      record: {
        id: runId,
        agentId: saved.agentId ?? UNKNOWN_AGENT,
        agentRevision: trace.agentRevision,
        startTime: trace.startTime ?? 0,
        endTime: trace.endTime ?? 0,
        status: trace.status,
        runType: trace.runType,
        rootExecutionId: trace.rootExecutionId,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        totalCost: usage.totalCost,
        hasTrace: true,
        savedFile: rel(file),
      },
      facts: factsFromTrace(trace),
    };
  }

  async function build(): Promise<TracesDirIndex> {
    watch?.scanning();
    const { files, folders, problems } = await listJsonFiles();
    watch?.scanned(folders);
    entries.keepOnly(new Set(files));
    const runs = new Map<string, IndexedRun>();
    const trees: TracesDirIndex["trees"] = [];
    const participants: Record<string, unknown>[] = [];
    const conversation = emptySavedConversation();
    const state = emptySavedState();
    const upsert = (runId: string, agentId: string | null): IndexedRun => {
      let run = runs.get(runId);
      if (!run) {
        run = {
          runId,
          agentId: agentId ?? UNKNOWN_AGENT,
          record: { id: runId },
          recordIsSynthesized: true,
          traceFile: null,
          bareTraceVersion: null,
          resultFile: null,
          facts: undefined,
        };
        runs.set(runId, run);
      } else if (agentId && run.agentId === UNKNOWN_AGENT) {
        run.agentId = agentId;
      }
      return run;
    };
    const putRecord = (record: Record<string, unknown>, fromGet: boolean) => {
      const run = upsert(
        String(record.id),
        typeof record.agentId === "string" ? record.agentId : null,
      );
      // A `get` output beats a list row, which beats a record made up from a trace.
      if (run.recordIsSynthesized || fromGet) {
        run.record = { ...run.record, ...record };
        run.recordIsSynthesized = false;
      }
    };
    const reads = await mapBounded(files, INDEX_READ_AHEAD, entries.read);
    for (const [at, file] of files.entries()) {
      const read = reads[at]!;
      if ("problem" in read) {
        problems.push({ file: rel(file), message: read.problem });
        continue;
      }
      const entry = read.value;
      for (const { saved, synthesized, facts, idFromName } of entry.parts) {
        if (saved.kind === "trace" && synthesized) {
          let runId = String(synthesized.id);
          // Two files named alike (`a b.json`, `a_b.json`) are two runs, not one.
          if (idFromName)
            for (let n = 2; runs.get(runId)?.traceFile; n++)
              runId = `${String(synthesized.id)}~${n}`;
          const run = upsert(runId, saved.agentId);
          run.traceFile = file;
          run.bareTraceVersion = entry.isBareTrace ? read.version : null;
          run.facts = facts;
          if (run.recordIsSynthesized)
            run.record = {
              ...synthesized,
              ...withoutId(run.record),
              id: runId,
            };
          else run.record = { savedFile: rel(file), ...run.record };
        } else if (saved.kind === "record") {
          putRecord(saved.record, true);
        } else if (saved.kind === "records") {
          for (const record of saved.records) putRecord(record, false);
        } else if (saved.kind === "result") {
          upsert(saved.runId, null).resultFile = file;
        } else if (saved.kind === "tree") {
          trees.push({ file, nodeIds: saved.nodeIds });
        } else if (saved.kind === "participants") {
          participants.push(...saved.participants);
        } else if (saved.kind === "conversation") {
          addConversationPart(conversation, saved.part);
        } else if (saved.kind === "state") {
          addStatePart(state, saved.part);
        }
      }
    }
    for (const run of runs.values()) {
      run.record.hasTrace = run.traceFile !== null;
      run.record.hasResult = run.resultFile !== null;
      if (typeof run.record.agentId !== "string")
        run.record.agentId = run.agentId;
    }
    return {
      runs,
      trees,
      participants,
      conversation,
      state,
      problems,
      fileCount: files.length,
    };
  }

  /** The current index: built once, and again when the folder changed. */
  const index = watchedIndex(build, () => watch);

  return { index, relative: rel, close: () => watch?.close() };
}

function withoutId(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = record;
  return rest;
}
