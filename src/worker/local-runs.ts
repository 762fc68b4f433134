/**
 * Runs opened from files in the browser (decision 1703): Tracelens bundles and saved CLI
 * JSON (`trace`, `get`, `result`, `tree`, `list` outputs, raw API answers), recognised by
 * content with the proxy's own classifier (`src/model/saved/saved-json.ts`), answering the
 * proxy's read paths from memory — so every view, compare included, works unchanged with no
 * proxy, no token and no upstream. A file that is not JSON, a bundle that does not read or
 * has an unknown version, or a file that holds no run is refused with a message saying
 * which and why; nothing already open changes.
 */
import { ApiError } from "../api/client";
import {
  matchIdPrefix,
  type RunIdPrefixAnswer,
} from "../model/links/run-id-prefix";
import { filterRecords } from "../model/run-list/filter-records";
import { factsFromWireTrace } from "../model/run-list/run-facts";
import {
  classifySavedJson,
  savedParts,
  type SavedJson,
} from "../model/saved/saved-json";
import { isBundleJson, readBundle } from "../model/bundle/read-bundle";
import type { BundleNote } from "../model/bundle/bundle-schema";
import { describeJsonError } from "../model/decode/json-error";

type Json = Record<string, unknown>;

export interface LocalRun {
  agentId: string;
  runId: string;
  record: Json;
  trace: Json | null;
  result: Json | null;
  tree: Json | null;
}

export interface LocalRuns {
  /** One line for the source badge: which files. */
  label: string;
  runs: LocalRun[];
  notes: BundleNote[];
  /** The run to open first: the bundle's run, else the newest. */
  first: { agentId: string; runId: string };
}

export interface LocalFile {
  name: string;
  text: string;
}

/** Reads the files; throws an `ApiError` (`bad_file`) naming the file and the problem. */
export function readLocalFiles(files: readonly LocalFile[]): LocalRuns {
  const records = new Map<string, Json>();
  const traces = new Map<string, { agentId: string | null; json: Json }>();
  const results = new Map<string, Json>();
  const trees: { nodeIds: string[]; json: Json }[] = [];
  const notes: BundleNote[] = [];
  let first: LocalRuns["first"] | null = null;

  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(file.text);
    } catch (error) {
      throw badFile(
        `${file.name} is not JSON: ${describeJsonError(file.text, error as Error)}`,
      );
    }
    if (isBundleJson(json)) {
      // The reader's messages say what is wrong and where (version, missing parts).
      let bundle;
      try {
        bundle = readBundle(json);
      } catch (error) {
        throw badFile(`${file.name}: ${(error as Error).message}`);
      }
      first ??= { agentId: bundle.run.agentId, runId: bundle.run.runId };
      notes.push(...bundle.notes);
    }
    const saved = classifySavedJson(json);
    if (saved.kind === "invalid")
      throw badFile(`${file.name}: ${saved.problem}`);
    let used = false;
    for (const part of savedParts(saved)) used = take(part) || used;
    if (!used)
      throw badFile(
        `${file.name} holds no run: open a .tracelens.json bundle, or saved output of \`fruxon agents executions trace|get|result|tree … -o json\`.`,
      );
  }

  function take(part: SavedJson): boolean {
    switch (part.kind) {
      case "record":
        if (typeof part.record.id !== "string") return false;
        records.set(part.record.id, part.record);
        return true;
      case "records":
        for (const record of part.records)
          records.set(String(record.id), record);
        return part.records.length > 0;
      case "trace":
        if (part.runId === null) return false;
        traces.set(part.runId, { agentId: part.agentId, json: part.json });
        return true;
      case "result":
        results.set(part.runId, part.json);
        return true;
      case "tree":
        trees.push({ nodeIds: part.nodeIds, json: part.json });
        return true;
      default:
        return false;
    }
  }

  // A trace alone opens a run: its record is made up from what the trace says.
  for (const [runId, trace] of traces)
    if (!records.has(runId)) records.set(runId, recordFromTrace(runId, trace));
  const runs: LocalRun[] = [];
  for (const [runId, record] of records) {
    const agentId =
      typeof record.agentId === "string" && record.agentId !== ""
        ? record.agentId
        : (traces.get(runId)?.agentId ?? null);
    if (agentId === null) continue;
    runs.push({
      agentId,
      runId,
      record: { ...record, agentId },
      trace: traces.get(runId)?.json ?? null,
      result: results.get(runId) ?? null,
      tree: trees.find((tree) => tree.nodeIds.includes(runId))?.json ?? null,
    });
  }
  if (runs.length === 0)
    throw badFile(
      "These files hold no run with an agent: a trace needs its `agentId`, or the run's `get` output beside it.",
    );
  const newest = [...runs].sort(
    (a, b) => startOf(b.record) - startOf(a.record),
  )[0]!;
  return {
    label: files.map((file) => file.name).join(", "),
    runs,
    notes,
    first: first ?? { agentId: newest.agentId, runId: newest.runId },
  };
}

/**
 * The answer the proxy would give for `path`, from the opened files; an `ApiError` for a
 * path they cannot answer (a run not in them, a conversation, sessions).
 */
export function answerLocally(local: LocalRuns, path: string): unknown {
  const url = new URL(path, "http://local.invalid");
  const parts = url.pathname.split("/").slice(1).map(decodeURIComponent);
  if (parts[0] !== "api") throw notHere(path);
  const [, resource, agentId, what, runId, facet] = parts;
  const runOf = (agent: string | undefined, run: string | undefined) =>
    local.runs.find((item) => item.agentId === agent && item.runId === run);
  switch (resource) {
    case "source":
      return {
        kind: "file",
        label: `Opened in this browser: ${local.label}`,
        problems: [],
        identity: null,
        healthError: null,
      };
    case "agents": {
      if (agentId === undefined) {
        const ids = [...new Set(local.runs.map((run) => run.agentId))].sort();
        return ids.map((id) => ({
          id,
          displayName: id,
          runCount: local.runs.filter((run) => run.agentId === id).length,
        }));
      }
      if (what !== "runs") break;
      if (runId === undefined) return listRuns(local, agentId, url);
      const run = runOf(agentId, runId);
      if (!run) break;
      if (facet === undefined) return run.record;
      const value =
        facet === "trace"
          ? run.trace
          : facet === "result"
            ? run.result
            : facet === "tree"
              ? run.tree
              : undefined;
      if (value === undefined) break;
      if (value === null)
        throw new ApiError(
          "not_found",
          `The opened file holds no ${facet} for run ${runId}.`,
          404,
        );
      return value;
    }
    case "runs": {
      if (agentId === undefined) {
        // `/api/runs?prefix=`: the Open box's short ids, over the file's runs.
        const prefix = url.searchParams.get("prefix") ?? "";
        return {
          prefix,
          ...matchIdPrefix(
            local.runs.map((run) => run.record),
            prefix,
          ),
          searched: {
            agents: new Set(local.runs.map((run) => run.agentId)).size,
            runs: local.runs.length,
            perAgent: null,
          },
        } satisfies RunIdPrefixAnswer;
      }
      const run = local.runs.find((item) => item.runId === agentId);
      if (run && what === "owner")
        return { runId: run.runId, agentId: run.agentId };
      break;
    }
    case "notes": {
      if (!runOf(agentId, what)) break;
      return {
        notes: local.notes
          .filter((note) => note.runId === what)
          .map((note, index) => ({
            id: index + 1,
            agentId,
            runId: note.runId,
            step: note.stepPath,
            author: note.author || "someone",
            text: note.text,
            createdAt:
              typeof note.createdAt === "number"
                ? note.createdAt
                : Date.parse(note.createdAt) || 0,
          })),
      };
    }
    case "participants":
      // Nobody's directory travels in a file (decision 1701): the triggers name the people.
      if (agentId === undefined) return [];
      break;
  }
  throw notHere(path);
}

function listRuns(local: LocalRuns, agentId: string, url: URL) {
  const params = url.searchParams;
  const time = (name: string) => {
    const value = params.get(name);
    if (!value) return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : Date.parse(value);
  };
  const list = (name: string) =>
    (params.get(name) ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  const startTime = time("since");
  const endTime = time("until");
  const runs = local.runs.filter((run) => run.agentId === agentId);
  return filterRecords(
    runs.map((run) => run.record),
    {
      pageSize: Number(params.get("pageSize")) || 50,
      skip: Number(params.get("cursor") ?? params.get("skip")) || 0,
      statuses: list("status"),
      revisions: list("revision").map(Number).filter(Number.isInteger),
      withToolErrors: params.get("toolErrors") === "1",
      ...(startTime !== undefined && { startTime }),
      ...(endTime !== undefined && { endTime }),
      ...(params.get("participant") && {
        participantId: params.get("participant")!,
      }),
      ...(params.get("session") && { sessionId: params.get("session")! }),
      ...(params.get("tool") && { tool: params.get("tool")! }),
    },
    (runId) => {
      const trace = runs.find((run) => run.runId === runId)?.trace;
      return trace ? factsFromWireTrace(trace) : undefined;
    },
  );
}

function recordFromTrace(
  runId: string,
  trace: { agentId: string | null; json: Json },
): Json {
  const body = (trace.json.trace ?? trace.json) as Json;
  return {
    id: runId,
    agentId: trace.agentId,
    status: typeof trace.json.status === "string" ? trace.json.status : null,
    startTime: typeof body.startTime === "number" ? body.startTime : null,
    endTime: typeof body.endTime === "number" ? body.endTime : null,
  };
}

function startOf(record: Json): number {
  return typeof record.startTime === "number" ? record.startTime : 0;
}

const badFile = (message: string) => new ApiError("bad_file", message, 400);

const notHere = (path: string) =>
  new ApiError(
    "not_found",
    `${path} is not in the opened file: a file holds its runs (and the run its compare uses), not the conversation, sessions or other runs.`,
    404,
  );
