/**
 * Saved state JSON in a `--traces` folder: the `-o json` outputs of `agents memory list`
 * (and `memory get`), `triggers get`, `triggers ledger items | transitions | batches |
 * passes | exclusions`, `agents approvals list`, or the raw API answers (approval audit
 * events too). Recognised by content — the fields each item carries — never by file name;
 * a page, a bare array and the agent-mode `{data: …}` wrapping all count. Checked before
 * the conversation files (a batch's `delivery` is not an inbound message's).
 */
export type StateKind =
  | "memories"
  | "ledgerItems"
  | "transitions"
  | "batches"
  | "passes"
  | "exclusions"
  | "approvals"
  | "auditEvents";

export type StatePart =
  { kind: StateKind; items: Item[] } | { kind: "trigger"; item: Item };

type Item = Record<string, unknown>;

export function classifyStateJson(json: unknown): StatePart | null {
  if (isObject(json) && !Array.isArray(json.items)) {
    if (typeof json.id === "string" && isTriggerLike(json))
      return { kind: "trigger", item: json };
    // `memory get`: one memory.
    const one = itemKind(json);
    return one === "memories" ? { kind: one, items: [json] } : null;
  }
  const list = Array.isArray(json)
    ? json
    : isObject(json) && Array.isArray(json.items)
      ? json.items
      : null;
  const items = (list ?? []).filter(isObject);
  const first = items[0];
  if (!first) return null;
  const kind = itemKind(first);
  return kind
    ? { kind, items: items.filter((item) => itemKind(item) === kind) }
    : null;
}

function itemKind(item: Item): StateKind | null {
  if (has(item, "approvalRequestId") && "eventType" in item)
    return "auditEvents";
  if (has(item, "gateType", "authorizedApprovers", "correlationToken"))
    return "approvals";
  if ("itemKey" in item && has(item, "stage", "status")) return "ledgerItems";
  if (has(item, "fromStage", "toStage", "fromStatus", "toStatus"))
    return "transitions";
  if (
    "delivery" in item &&
    has(item, "itemCount", "expiresAt") &&
    !("receivedAt" in item)
  )
    return "batches";
  if (has(item, "admitted", "dispatched")) return "passes";
  if (typeof item.reason === "string" && "count" in item && !("id" in item))
    return "exclusions";
  if (
    "title" in item &&
    "content" in item &&
    has(item, "modifiedAt", "tags") &&
    !("role" in item)
  )
    return "memories";
  return null;
}

function isTriggerLike(item: Item): boolean {
  return has(
    item,
    "scheduleFrequency",
    "intervalUnit",
    "bindings",
    "webhookOwnership",
  );
}

/** Everything a folder holds about state, merged across files. */
export interface SavedState {
  memories: Item[];
  triggers: Item[];
  ledgerItems: Item[];
  /** One group per file: a transitions output names no item unless its rows do. */
  transitions: Item[][];
  batches: Item[];
  passes: Item[];
  exclusions: Item[];
  approvals: Item[];
  auditEvents: Item[];
}

export function emptySavedState(): SavedState {
  return {
    memories: [],
    triggers: [],
    ledgerItems: [],
    transitions: [],
    batches: [],
    passes: [],
    exclusions: [],
    approvals: [],
    auditEvents: [],
  };
}

export function addStatePart(into: SavedState, part: StatePart): void {
  if (part.kind === "trigger") into.triggers.push(part.item);
  else if (part.kind === "transitions") into.transitions.push(part.items);
  else into[part.kind].push(...part.items);
}

function has(item: Item, ...keys: string[]): boolean {
  return keys.some((key) => key in item);
}

function isObject(value: unknown): value is Item {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
