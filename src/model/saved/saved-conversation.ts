/**
 * Saved conversation JSON in a `--traces` folder: the `-o json` outputs of `topics get`,
 * `topics list`, `topics messages`, `topics sessions`, `messages list`, `escalations
 * history` and `escalations policy`, or the raw API answers. Recognised by content (the
 * fields each item carries), never by file name; a page, a bare array and the agent-mode
 * `{data: …}` wrapping all count.
 */
import {
  hasAny,
  isSingleObject,
  itemsOfKind,
  listedObjects,
  type SavedItem,
} from "./saved-items";

export type ConversationPart =
  | {
      kind: "turns" | "sessions" | "inbound" | "takeovers" | "topics";
      items: Item[];
    }
  | { kind: "topic"; item: Item }
  | { kind: "policy"; item: Item };

type Item = SavedItem;

/** What a saved conversation file is, or null when it is none of them. */
export function classifyConversationJson(
  json: unknown,
): ConversationPart | null {
  if (isSingleObject(json)) {
    if (hasAny(json, "configuredOperators", "offerableOperators", "ladder"))
      return { kind: "policy", item: json };
    if (typeof json.id === "string" && isTopicLike(json))
      return { kind: "topic", item: json };
    return null;
  }
  const items = listedObjects(json);
  return itemsOfKind(
    items.find((item) => "id" in item),
    items,
    itemKind,
  );
}

function itemKind(
  item: Item,
): "turns" | "sessions" | "inbound" | "takeovers" | "topics" | null {
  if (hasAny(item, "delivery", "receivedAt", "withheldReason"))
    return "inbound";
  if (hasAny(item, "humanObservedAt", "openDurationMs", "openedAt"))
    return "takeovers";
  if (
    hasAny(item, "endCause", "seedContextIn", "startedAt") &&
    !("role" in item)
  )
    return "sessions";
  if ("role" in item && hasAny(item, "content", "createdAt", "sessionId"))
    return "turns";
  if (isTopicLike(item)) return "topics";
  return null;
}

function isTopicLike(item: Item): boolean {
  return hasAny(
    item,
    "isHome",
    "lastActivityAt",
    "parentTopicId",
    "summary",
    "goal",
  );
}

/** Everything conversational a folder holds, merged across files (ids de-duplicated). */
export interface SavedConversation {
  turns: Item[];
  sessions: Item[];
  inbound: Item[];
  takeovers: Item[];
  topics: Item[];
  policies: Item[];
}

export function emptySavedConversation(): SavedConversation {
  return {
    turns: [],
    sessions: [],
    inbound: [],
    takeovers: [],
    topics: [],
    policies: [],
  };
}

export function addConversationPart(
  into: SavedConversation,
  part: ConversationPart,
): void {
  if (part.kind === "policy") into.policies.push(part.item);
  else if (part.kind === "topic") into.topics.push(part.item);
  else into[part.kind].push(...part.items);
}

/**
 * The saved turns of one topic. Turns do not name their topic, so a turn belongs to it
 * when it says so (`topicId`), or its session is one of the topic's saved sessions, or
 * its run's saved record names the topic. Newest first, as the API pages them.
 */
export function savedTurnsOf(
  saved: SavedConversation,
  topicId: string,
  /** The runs whose saved records name the topic, and their sessions. */
  linked: { runIds: ReadonlySet<string>; sessionIds: ReadonlySet<string> },
): Item[] {
  const sessions = new Set(
    saved.sessions
      .filter((session) => session.topicId === topicId)
      .map((session) => String(session.id)),
  );
  const seen = new Set<string>();
  const turns: Item[] = [];
  for (const turn of saved.turns) {
    const id = String(turn.id);
    if (seen.has(id)) continue;
    const sessionId =
      typeof turn.sessionId === "string" ? turn.sessionId : null;
    const runId =
      typeof turn.executionRecordId === "string"
        ? turn.executionRecordId
        : null;
    const belongs =
      turn.topicId === topicId ||
      (sessionId !== null &&
        (sessions.has(sessionId) || linked.sessionIds.has(sessionId))) ||
      (runId !== null && linked.runIds.has(runId));
    if (!belongs) continue;
    seen.add(id);
    turns.push(turn);
  }
  return turns.sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

export function uniqueById(items: Item[]): Item[] {
  const byId = new Map<string, Item>();
  for (const item of items) byId.set(String(item.id), item);
  return [...byId.values()];
}

export function timeOf(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
