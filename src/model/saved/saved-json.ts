/**
 * What a saved JSON file is. Users save `fruxon agents executions trace|get|result|tree …
 * -o json` outputs, `executions list` pages, or raw API responses, under any name, so
 * files are recognised by their content, never by their name. A Tracelens bundle
 * (`"format": "tracelens-bundle"`) is one file holding several of those parts: the record,
 * trace, result and tree of a run and of the previous run (decision 1701).
 */
import { unwrapCliEnvelope } from "../normalize/cli-envelope";
import {
  classifyConversationJson,
  type ConversationPart,
} from "./saved-conversation";
import { classifyStateJson, type StatePart } from "./saved-state";
import { isBundleJson, readBundle } from "../bundle/read-bundle";
import type { BundleRun } from "../bundle/bundle-schema";
import { errorResponseProblem } from "./saved-error-response";
import { isObject } from "./saved-items";

export type SavedJson =
  | {
      kind: "trace";
      runId: string | null;
      agentId: string | null;
      json: Record<string, unknown>;
    }
  | { kind: "record"; record: Record<string, unknown> }
  | { kind: "records"; records: Record<string, unknown>[] }
  | { kind: "result"; runId: string; json: Record<string, unknown> }
  | { kind: "tree"; nodeIds: string[]; json: Record<string, unknown> }
  | { kind: "participants"; participants: Record<string, unknown>[] }
  | { kind: "conversation"; part: ConversationPart }
  | { kind: "state"; part: StatePart }
  | { kind: "bundle"; parts: SavedJson[] }
  | { kind: "invalid"; problem: string }
  | { kind: "unknown" };

type SavedPart = Exclude<SavedJson, { kind: "bundle" | "invalid" }>;

export function classifySavedJson(value: unknown): SavedJson {
  const json = unwrapCliEnvelope(value);
  if (isBundleJson(json)) return classifyBundle(json);
  // Before the conversation: a ledger batch's `delivery` is not an inbound message's.
  const state = classifyStateJson(json);
  if (state) return { kind: "state", part: state };
  // Before the generic `items` rule: takeovers carry `id` and `status`, like records.
  const part = classifyConversationJson(json);
  if (part) return { kind: "conversation", part };
  if (Array.isArray(json)) {
    const records = json.filter(isRecordLike);
    if (records.length > 0) return { kind: "records", records };
    // `fruxon participants list -o json`, or the raw `GET /participants` array.
    const participants = json.filter(isParticipantLike);
    return participants.length > 0
      ? { kind: "participants", participants }
      : { kind: "unknown" };
  }
  if (!isObject(json)) return { kind: "unknown" };
  if (isObject(json.trace) && Array.isArray(json.trace.traces)) {
    return {
      kind: "trace",
      runId: stringOrNull(json.trace.agentExecutionRecordId),
      agentId: stringOrNull(json.trace.agentId),
      json,
    };
  }
  if (Array.isArray(json.traces)) {
    return {
      kind: "trace",
      runId: stringOrNull(json.agentExecutionRecordId),
      agentId: stringOrNull(json.agentId),
      json,
    };
  }
  if (Array.isArray(json.nodes)) {
    const nodeIds = json.nodes
      .filter(isObject)
      .map((node) => node.id)
      .filter(isString);
    return { kind: "tree", nodeIds, json };
  }
  if (Array.isArray(json.items)) {
    return { kind: "records", records: json.items.filter(isRecordLike) };
  }
  if (
    typeof json.agentExecutionRecordId === "string" &&
    ("parameters" in json || "result" in json)
  ) {
    return { kind: "result", runId: json.agentExecutionRecordId, json };
  }
  if (isRecordLike(json)) return { kind: "record", record: json };
  const problem = errorResponseProblem(value);
  if (problem) return { kind: "invalid", problem };
  return { kind: "unknown" };
}

/** A file's parts: a bundle's, or the file itself. */
export function savedParts(saved: SavedJson): SavedJson[] {
  return saved.kind === "bundle" ? saved.parts : [saved];
}

/** The part of a file that answers `kind` for `runId` (a bundle holds two runs' facets). */
export function partFor(
  saved: SavedJson,
  kind: "trace" | "result" | "tree",
  runId: string,
): SavedJson {
  if (saved.kind !== "bundle") return saved;
  const part = saved.parts.find(
    (candidate) =>
      candidate.kind === kind &&
      (candidate.kind === "tree"
        ? candidate.nodeIds.includes(runId)
        : candidate.runId === runId),
  );
  return part ?? { kind: "unknown" };
}

function classifyBundle(json: unknown): SavedJson {
  let bundle;
  try {
    bundle = readBundle(json);
  } catch (error) {
    return { kind: "invalid", problem: (error as Error).message };
  }
  const runs = [bundle.run, bundle.previousRun].filter(
    (run): run is BundleRun => run !== null,
  );
  return { kind: "bundle", parts: runs.flatMap(bundleRunParts) };
}

function bundleRunParts(run: BundleRun): SavedPart[] {
  const parts: SavedPart[] = [
    { kind: "record", record: { agentId: run.agentId, ...run.record } },
  ];
  if (run.trace)
    parts.push({
      kind: "trace",
      runId: run.runId,
      agentId: run.agentId,
      json: run.trace,
    });
  if (run.result)
    parts.push({ kind: "result", runId: run.runId, json: run.result });
  if (run.tree) {
    const tree = classifySavedJson(run.tree);
    if (tree.kind === "tree") parts.push(tree);
  }
  return parts;
}

function isRecordLike(value: unknown): value is Record<string, unknown> {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    ("startTime" in value || "status" in value || "agentRevision" in value)
  );
}

function isParticipantLike(value: unknown): value is Record<string, unknown> {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    (Array.isArray(value.channels) ||
      ("displayName" in value && "kind" in value))
  );
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}
