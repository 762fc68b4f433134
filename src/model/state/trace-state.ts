/**
 * What a trace says about the state its run decided from (docs/reference/fruxon-state.md):
 * the memory it searched (`system/memory_search`) and wrote (`system/memory_write`), the
 * knowledge searches it made (`system/search_assets`), and the opaque ids its other tools
 * returned (for the near-miss check). Runs in the trace worker, where the payloads are; the
 * answer is small (texts and paths, no steps).
 *
 * Shapes are read leniently: a write's parameters are `{title, content}` or `{key, value}`;
 * a search's result is any JSON (or JSON in a string) holding objects with a `title` (or
 * `key`) and a `content` (or `value`). One pass over the steps: O(steps + payload size).
 */
import { decodeNestedJson } from "../decode/json-in-strings";
import { resultFileLink, resultValue } from "../decode/step-result";
import type { RunTrace, Step } from "../run";
import { isObject } from "../is-object";

export interface MemoryEntryRead {
  title: string;
  content: string | null;
  /** The item or the step says the content was cut (`truncated: true`, or a projection). */
  isMarkedTruncated: boolean;
}

export interface MemorySearchOp {
  path: string;
  query: string | null;
  /** The memories in its result, as the trace holds them (truncated by the runtime). */
  entries: MemoryEntryRead[];
  /** The link of a result offloaded to a file (its content is not in the trace). */
  fileLink: string | null;
  /** `resultDelivery` sizes, when the step carries them. */
  originalChars: number | null;
  deliveredChars: number | null;
}

export interface MemoryWriteOp {
  path: string;
  title: string;
  content: string;
  at: number | null;
}

export interface AssetSearchOp {
  path: string;
  query: string;
  knowledgeBaseId: string | null;
  /** Where the id came from: the step's parameters or the `<knowledge_bases>` system block. */
  knowledgeBaseFrom: "parameters" | "system-instructions" | null;
  mode: string | null;
  /** How many hits came back, when the result is a list. */
  hitCount: number | null;
}

export interface TraceStateFacts {
  memorySearches: MemorySearchOp[];
  memoryWrites: MemoryWriteOp[];
  assetSearches: AssetSearchOp[];
  /** Opaque ids found in the results of tools other than memory, with the step that returned each. */
  resultIds: { id: string; path: string }[];
  /** The deployed system instructions' text (first LLM step), for the compare summary. */
  systemInstructions: string | null;
  /** The steps that went through a human approval gate (`hitlTrace`), in tree order. */
  approvalGates: ApprovalGate[];
}

/** A step's `hitlTrace`, as far as it joins the step to its approval (§11.6 of the API reference). */
export interface ApprovalGate {
  path: string;
  /** `hitlTrace.requestId`: the approval's id (inferred from the field name). */
  requestId: string | null;
  toolKey: string | null;
  stepIdentifier: string | null;
}

const MAX_RESULT_IDS = 20_000;

export function toolIdOf(step: Step): string | null {
  return step.tool?.tool?.toolId ?? null;
}

export function traceStateFacts(trace: RunTrace | null): TraceStateFacts {
  const facts: TraceStateFacts = {
    memorySearches: [],
    memoryWrites: [],
    assetSearches: [],
    resultIds: [],
    systemInstructions: null,
    approvalGates: [],
  };
  if (!trace) return facts;
  const seenIds = new Set<string>();
  let knowledgeBase: string | null = null;
  const pendingAssets: AssetSearchOp[] = [];
  for (const step of trace.steps) {
    if (step.llm && facts.systemInstructions === null) {
      const text = step.llm.systemInstructions
        .map((message) => message.text ?? "")
        .join("\n")
        .trim();
      if (text) {
        facts.systemInstructions = text;
        knowledgeBase = knowledgeBaseIn(text);
      }
    }
    if (step.hitl !== null && step.hitl !== undefined)
      facts.approvalGates.push(approvalGate(step.path, step.hitl));
    const toolId = toolIdOf(step);
    if (toolId === "memory_search") facts.memorySearches.push(search(step));
    else if (toolId === "memory_write") {
      const write = writeOf(step);
      if (write) facts.memoryWrites.push(write);
    } else if (toolId === "search_assets") {
      const asset = assetSearch(step);
      if (asset) pendingAssets.push(asset);
    }
  }
  // Result ids serve only the near-miss check of memory writes: a run that wrote no
  // memory has its results left undecoded (a million-step run pays nothing here).
  if (facts.memoryWrites.length > 0) {
    for (const step of trace.steps) {
      const toolId = toolIdOf(step);
      if (toolId === null || toolId.startsWith("memory_") || !step.result)
        continue;
      for (const id of opaqueIdsIn(resultValue(step.result))) {
        if (seenIds.has(id) || seenIds.size >= MAX_RESULT_IDS) continue;
        seenIds.add(id);
        facts.resultIds.push({ id, path: step.path });
      }
    }
  }
  facts.assetSearches = pendingAssets.map((asset) =>
    asset.knowledgeBaseId === null && knowledgeBase !== null
      ? {
          ...asset,
          knowledgeBaseId: knowledgeBase,
          knowledgeBaseFrom: "system-instructions",
        }
      : asset,
  );
  return facts;
}

function approvalGate(path: string, hitl: unknown): ApprovalGate {
  const fields = decodeNestedJson(hitl).value;
  const gate = isObject(fields) ? fields : {};
  return {
    path,
    requestId: text(gate.requestId),
    toolKey: text(gate.toolKey),
    stepIdentifier: text(gate.stepIdentifier),
  };
}

function parametersOf(step: Step): Record<string, unknown> {
  const decoded = decodeNestedJson(step.tool?.parameters ?? null).value;
  return isObject(decoded) ? decoded : {};
}

function search(step: Step): MemorySearchOp {
  const parameters = parametersOf(step);
  const delivery = step.tool?.resultDelivery ?? null;
  const isProjected = Boolean(
    delivery &&
    (delivery.projected ||
      delivery.offloaded ||
      (delivery.originalChars !== null &&
        delivery.deliveredChars !== null &&
        delivery.deliveredChars < delivery.originalChars)),
  );
  const query = text(parameters.query) ?? text(parameters.title);
  const value = resultValue(step.result);
  const listed = memoryEntriesIn(value);
  // A result that lists no `{title, content}` items is the value of the memory searched
  // for (a search by title answering with its content, structured or plain): the query
  // names it. An offloaded result's content is not in the trace (`fileLink`).
  const fileLink = resultFileLink(step.result);
  const entries =
    listed.length > 0 ||
    query === null ||
    step.status === "ERROR" ||
    isEmptyListing(value)
      ? listed
      : [
          {
            title: query,
            content: fileLink !== null ? null : valueText(value),
            isMarkedTruncated: false,
          },
        ];
  return {
    path: step.path,
    query,
    entries: entries.map((entry) => ({
      ...entry,
      isMarkedTruncated: entry.isMarkedTruncated || isProjected,
    })),
    fileLink,
    originalChars: delivery?.originalChars ?? null,
    deliveredChars: delivery?.deliveredChars ?? null,
  };
}

const LISTING_KEYS = [
  "memories",
  "results",
  "items",
  "data",
  "hits",
  "matches",
];

/**
 * A result that found nothing: empty, an empty text or object, or a list of results with
 * no items (`[]`, `{memories: []}`, `{items: [], totalCount: 0}`).
 */
function isEmptyListing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return true;
  if (!isObject(value)) return false;
  const lists = LISTING_KEYS.filter((key) => Array.isArray(value[key]));
  return Object.keys(value).length === 0 || lists.length > 0;
}

function valueText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function writeOf(step: Step): MemoryWriteOp | null {
  const parameters = parametersOf(step);
  const title = text(parameters.title) ?? text(parameters.key);
  const raw = parameters.content ?? parameters.value;
  if (title === null || raw === undefined) return null;
  return {
    path: step.path,
    title,
    content: valueText(raw),
    at: step.endTime ?? step.startTime,
  };
}

/** Objects with a title (or key) and a content (or value), wherever they sit in a result. */
function memoryEntriesIn(value: unknown): MemoryEntryRead[] {
  const entries: MemoryEntryRead[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (isObject(item)) {
      const title = text(item.title) ?? text(item.key);
      const content = item.content ?? item.value;
      if (title !== null && content !== undefined) {
        entries.push({
          title,
          content: content === null ? null : valueText(content),
          isMarkedTruncated: item.truncated === true,
        });
      } else {
        for (const child of Object.values(item)) stack.push(child);
      }
    }
  }
  return entries;
}

function assetSearch(step: Step): AssetSearchOp | null {
  const parameters = parametersOf(step);
  const query = text(parameters.query);
  if (query === null) return null;
  const kb =
    text(parameters.knowledgeBaseId) ??
    text(parameters.knowledge_base_id) ??
    text(parameters.kbId);
  const result = resultValue(step.result);
  const hits = Array.isArray(result)
    ? result
    : isObject(result) && Array.isArray(result.results)
      ? result.results
      : isObject(result) && Array.isArray(result.hits)
        ? result.hits
        : null;
  return {
    path: step.path,
    query,
    knowledgeBaseId: kb,
    knowledgeBaseFrom: kb === null ? null : "parameters",
    mode: text(parameters.mode),
    hitCount: hits ? hits.length : null,
  };
}

/**
 * The knowledge-base id in a `<knowledge_bases>` system block: the first `id="…"` (or
 * `id: …`) inside it.
 */
export function knowledgeBaseIn(instructions: string): string | null {
  const block = /<knowledge_bases>([\s\S]*?)<\/knowledge_bases>/i.exec(
    instructions,
  );
  if (!block) return null;
  const id = /\bid\s*[=:]\s*["']?([\w.-]+)/i.exec(block[1]!);
  return id ? id[1]! : null;
}

/**
 * Opaque ids in a value: strings (or words inside strings) of 10+ characters from
 * `[A-Za-z0-9_-]` mixing letters and digits — uuids, hex ids, message ids. Short or
 * purely numeric tokens (`20413`, `POL-7`) are counters, not ids a model garbles.
 */
export function opaqueIdsIn(value: unknown): string[] {
  const ids: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      for (const word of item.match(/[A-Za-z0-9_-]{10,64}/g) ?? [])
        if (isOpaqueId(word)) ids.push(word);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (isObject(item)) {
      for (const child of Object.values(item)) stack.push(child);
    }
  }
  return ids;
}

export function isOpaqueId(word: string): boolean {
  return (
    word.length >= 10 &&
    /\d/.test(word) &&
    /[A-Za-z]/.test(word) &&
    // Words of prose joined by hyphens or underscores are not ids, nor are dates.
    !/^[A-Za-z]+([_-][A-Za-z]+)+$/.test(word) &&
    !/^\d{4}-\d{2}-\d{2}/.test(word)
  );
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}
