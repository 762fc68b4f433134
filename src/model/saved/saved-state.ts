/**
 * Saved state JSON in a `--traces` folder: the `-o json` outputs of `agents memory list`
 * (and `memory get`), `triggers get`, `triggers ledger items | transitions | batches |
 * passes | exclusions`, `agents approvals list`, or the raw API answers (approval audit
 * events too). Recognised by content — the fields each item carries — never by file name;
 * a page, a bare array and the agent-mode `{data: …}` wrapping all count. Checked before
 * the conversation files (a batch's `delivery` is not an inbound message's).
 */
import {
  hasAny,
  isSingleObject,
  itemsOfKind,
  listedObjects,
  type SavedItem,
} from "./saved-items";

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

type Item = SavedItem;

export function classifyStateJson(json: unknown): StatePart | null {
  if (isSingleObject(json)) {
    if (typeof json.id === "string" && isTriggerLike(json))
      return { kind: "trigger", item: json };
    // `memory get`: one memory.
    const one = itemKind(json);
    return one === "memories" ? { kind: one, items: [json] } : null;
  }
  const items = listedObjects(json);
  return itemsOfKind(items[0], items, itemKind);
}

function itemKind(item: Item): StateKind | null {
  if (hasAny(item, "approvalRequestId") && "eventType" in item)
    return "auditEvents";
  if (hasAny(item, "gateType", "authorizedApprovers", "correlationToken"))
    return "approvals";
  if ("itemKey" in item && hasAny(item, "stage", "status"))
    return "ledgerItems";
  if (hasAny(item, "fromStage", "toStage", "fromStatus", "toStatus"))
    return "transitions";
  if (
    "delivery" in item &&
    hasAny(item, "itemCount", "expiresAt") &&
    !("receivedAt" in item)
  )
    return "batches";
  if (hasAny(item, "admitted", "dispatched")) return "passes";
  if (typeof item.reason === "string" && "count" in item && !("id" in item))
    return "exclusions";
  if (
    "title" in item &&
    "content" in item &&
    hasAny(item, "modifiedAt", "tags") &&
    !("role" in item)
  )
    return "memories";
  return null;
}

function isTriggerLike(item: Item): boolean {
  return hasAny(
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
