/**
 * Index of a folder of saved JSON: which runs it holds, under which agents, and which
 * file answers each facet (record, trace, result, tree) of each run.
 *
 * The folder is walked (depth ≤ 6, `.json` files, no dotfiles) on demand — or, when the root
 * is one file, that file alone is read; a file is parsed
 * again only when its size or mtime changed, so saving a new trace while the viewer runs
 * shows it on the next list. Symlinks that lead outside the folder are refused. A file
 * that does not parse is reported by name and position; the rest still loads.
 */
import { realpathSync, statSync } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { normalizeFruxonTrace } from "../../src/model/normalize/fruxon-trace";
import { runUsage } from "../../src/model/run-metrics";
import { normalizeFruxonRecord } from "../../src/model/normalize/fruxon-record";
import type { RecordFacts } from "./filter-records";
import { factsFromTrace } from "./run-facts";
import { classifySavedJson, savedParts, type SavedJson } from "./saved-json";
import { describeJsonError } from "../../src/model/decode/json-error";
import {
  addConversationPart,
  emptySavedConversation,
  type SavedConversation,
} from "./saved-conversation";

const MAX_DEPTH = 6;
const MAX_FILE_BYTES = 512 * 1024 * 1024;
/** Agent id for a saved trace that names none. */
export const UNKNOWN_AGENT = "saved";

/** One part of a file: the file itself, or one facet of a bundle. */
interface FilePart {
  saved: SavedJson;
  /** For traces: what the list needs, computed once per file version. */
  synthesized?: Record<string, unknown>;
  facts?: RecordFacts;
}

interface FileEntry {
  key: string;
  parts: FilePart[];
}

export interface IndexedRun {
  runId: string;
  agentId: string;
  record: Record<string, unknown>;
  recordIsSynthesized: boolean;
  traceFile: string | null;
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
  problems: { file: string; message: string }[];
  /** The `.json` files read (the unreadable ones included). */
  fileCount: number;
}

export function createTracesDirIndexer(root: string) {
  const realRoot = realpathSync(root);
  // `--traces` may name one file (a bundle, or any saved JSON): then it is the whole folder.
  const rootFile = statSync(realRoot).isFile() ? realRoot : null;
  const base = rootFile ? dirname(realRoot) : realRoot;
  const cache = new Map<string, FileEntry>();

  async function listJsonFiles(): Promise<{
    files: string[];
    problems: { file: string; message: string }[];
  }> {
    const files: string[] = [];
    const problems: { file: string; message: string }[] = [];
    if (rootFile) return { files: [rootFile], problems };
    const stack: { dir: string; depth: number }[] = [
      { dir: realRoot, depth: 0 },
    ];
    while (stack.length > 0) {
      const { dir, depth } = stack.pop()!;
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        problems.push({
          file: rel(dir),
          message: `cannot list: ${(error as Error).message}`,
        });
        continue;
      }
      for (const name of names.sort()) {
        if (name.startsWith(".")) continue;
        const path = join(dir, name);
        let real: string;
        try {
          real = await realpath(path);
        } catch {
          continue;
        }
        if (real !== realRoot && !real.startsWith(realRoot + sep)) {
          problems.push({
            file: rel(path),
            message: "skipped: it links outside the traces folder",
          });
          continue;
        }
        const stats = await stat(real);
        if (stats.isDirectory()) {
          if (depth < MAX_DEPTH) stack.push({ dir: real, depth: depth + 1 });
        } else if (name.toLowerCase().endsWith(".json")) {
          files.push(real);
        }
      }
    }
    return { files, problems };
  }

  function rel(path: string): string {
    return relative(base, path) || ".";
  }

  async function readEntry(
    file: string,
  ): Promise<FileEntry | { problem: string }> {
    const stats = await stat(file);
    const key = `${stats.size}:${stats.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.key === key) return cached;
    if (stats.size > MAX_FILE_BYTES)
      return {
        problem: `skipped: larger than ${MAX_FILE_BYTES / 2 ** 20} MiB`,
      };
    let json: unknown;
    const text = await readFile(file, "utf8");
    try {
      json = JSON.parse(text);
    } catch (error) {
      return {
        problem: `not valid JSON: ${describeJsonError(text, error as Error)}`,
      };
    }
    const classified = classifySavedJson(json);
    if (classified.kind === "invalid") return { problem: classified.problem };
    const entry: FileEntry = { key, parts: [] };
    for (const saved of savedParts(classified)) {
      const part: FilePart = { saved };
      if (saved.kind === "trace") {
        const synthesized = synthesizeRecord(saved, file);
        if ("problem" in synthesized) return synthesized;
        part.synthesized = synthesized.record;
        part.facts = synthesized.facts;
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
    cache.set(file, entry);
    return entry;
  }

  function fileRunId(file: string): string {
    return file
      .slice(file.lastIndexOf(sep) + 1)
      .replace(/\.json$/i, "")
      .replace(/[.-]?trace$/i, "");
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

  /** Re-reads what changed and returns the current index. */
  async function index(): Promise<TracesDirIndex> {
    const { files, problems } = await listJsonFiles();
    const runs = new Map<string, IndexedRun>();
    const trees: TracesDirIndex["trees"] = [];
    const participants: Record<string, unknown>[] = [];
    const conversation = emptySavedConversation();
    const upsert = (runId: string, agentId: string | null): IndexedRun => {
      let run = runs.get(runId);
      if (!run) {
        run = {
          runId,
          agentId: agentId ?? UNKNOWN_AGENT,
          record: { id: runId },
          recordIsSynthesized: true,
          traceFile: null,
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
    for (const file of files) {
      const entry = await readEntry(file);
      if ("problem" in entry) {
        problems.push({ file: rel(file), message: entry.problem });
        continue;
      }
      for (const { saved, synthesized, facts } of entry.parts) {
        if (saved.kind === "trace" && synthesized) {
          const runId = String(synthesized.id);
          const run = upsert(runId, saved.agentId);
          run.traceFile = file;
          run.facts = facts;
          if (run.recordIsSynthesized)
            run.record = { ...synthesized, ...withoutId(run.record) };
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
      problems,
      fileCount: files.length,
    };
  }

  /** The full payload of an indexed file (parsed again: the index keeps only metadata). */
  async function readPayload(file: string): Promise<unknown> {
    return JSON.parse(await readFile(file, "utf8"));
  }

  return { index, readPayload, relative: rel };
}

function withoutId(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = record;
  return rest;
}
