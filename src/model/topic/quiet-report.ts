/**
 * "Why did nobody reply?" when there is no run to open: for one participant and a time
 * window, the inbound messages withheld from every agent, the takeovers of their
 * addresses, and the topics where the customer wrote last — a turn or a withheld message
 * with no reply after it. O(topics × loaded turns + messages).
 *
 * A window is not the customer's whole history: with no window in the URL it reaches back
 * to their last activity (`quietWindow`), and what lies before it is counted with the
 * latest one's time (`beforeWindow`), so an empty section never reads as "none at all".
 */
import type { Ms } from "../run";
import type { InboundMessage, Takeover, Topic, Turn } from "./topic";
import { isWithheld } from "./topic";

export interface QuietTopic {
  topic: Topic;
  /** The customer's last message: a turn, or a withheld message's id and text. */
  lastId: string;
  lastText: string;
  lastAt: Ms;
  lastWasWithheld: boolean;
}

/** What a section holds before the window: how many, and when the latest of them was. */
export interface BeforeWindow {
  count: number;
  latestAt: Ms;
}

export interface QuietReport {
  withheld: InboundMessage[];
  takeovers: Takeover[];
  unanswered: QuietTopic[];
  withheldBefore: BeforeWindow | null;
  takeoversBefore: BeforeWindow | null;
}

export const QUIET_DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

export interface QuietWindow {
  since: number;
  until: number;
  /** The default window was widened back to the customer's last activity (this time). */
  reachedBackTo: number | null;
}

/**
 * The report's window: the URL's `since`/`until` when given; else the 7 days up to
 * `until`, widened back to the customer's last activity when that is older, so a customer
 * quiet for two months is not "nothing" by default.
 */
export function quietWindow(input: {
  since: number | null;
  until: number | null;
  now: number;
  lastActivity: number | null;
}): QuietWindow {
  const until = input.until ?? input.now;
  if (input.since !== null)
    return { since: input.since, until, reachedBackTo: null };
  const week = until - QUIET_DEFAULT_DAYS * DAY_MS;
  const last = input.lastActivity;
  return last !== null && last < week && last <= until
    ? { since: last, until, reachedBackTo: last }
    : { since: week, until, reachedBackTo: null };
}

/**
 * The customer's last activity as far as the answers show: their topics'
 * `lastActivityAt` and their latest withheld message (which may be in no topic's
 * activity: it never became a turn).
 */
export function customerLastActivity(input: {
  topics: readonly Topic[];
  withheld: readonly InboundMessage[];
}): number | null {
  const times = [
    ...input.topics.map((topic) => topic.lastActivityAt),
    ...input.withheld.filter(isWithheld).map((message) => message.receivedAt),
  ].filter((at): at is Ms => at !== null);
  return times.length > 0 ? Math.max(...times) : null;
}

/** The items before `since`: how many, and the latest; null when none. */
export function beforeWindow(
  times: readonly (Ms | null)[],
  since: number,
): BeforeWindow | null {
  let count = 0;
  let latestAt: Ms | null = null;
  for (const at of times) {
    if (at === null || at >= since) continue;
    count++;
    if (latestAt === null || at > latestAt) latestAt = at;
  }
  return latestAt === null ? null : { count, latestAt };
}

export interface QuietInput {
  topics: readonly Topic[];
  /** Each topic's newest turns, newest first (its first page). */
  latestTurns: ReadonlyMap<string, readonly Turn[]>;
  withheld: readonly InboundMessage[];
  takeovers: readonly Takeover[];
  since: number;
  until: number;
}

export function buildQuietReport(input: QuietInput): QuietReport {
  const inWindow = (at: number | null) =>
    at !== null && at >= input.since && at <= input.until;
  const withheld = uniqueById(input.withheld)
    .filter((message) => isWithheld(message) && inWindow(message.receivedAt))
    .sort((a, b) => b.receivedAt! - a.receivedAt!);
  const takeovers = uniqueById(input.takeovers)
    .filter(
      (takeover) =>
        inWindow(takeover.openedAt) ||
        (takeover.status === "OPEN" && (takeover.openedAt ?? 0) <= input.until),
    )
    .sort((a, b) => (b.openedAt ?? 0) - (a.openedAt ?? 0));
  const unanswered: QuietTopic[] = [];
  for (const topic of input.topics) {
    const turns = input.latestTurns.get(topic.id) ?? [];
    const lastUser = turns.find(
      (turn) => turn.role === "USER" && turn.at !== null,
    );
    const lastHeld = withheld.find((message) => message.topicId === topic.id);
    const last =
      lastHeld && (!lastUser || lastHeld.receivedAt! > lastUser.at!)
        ? {
            id: lastHeld.id,
            text: lastHeld.text,
            at: lastHeld.receivedAt!,
            held: true,
          }
        : lastUser
          ? {
              id: lastUser.id,
              text: lastUser.text,
              at: lastUser.at!,
              held: false,
            }
          : null;
    if (!last || !inWindow(last.at)) continue;
    const replied = turns.some(
      (turn) =>
        turn.role === "ASSISTANT" && turn.at !== null && turn.at > last.at,
    );
    if (replied) continue;
    unanswered.push({
      topic,
      lastId: last.id,
      lastText: last.text,
      lastAt: last.at,
      lastWasWithheld: last.held,
    });
  }
  return {
    withheld,
    takeovers,
    unanswered,
    withheldBefore: beforeWindow(
      uniqueById(input.withheld.filter(isWithheld)).map((m) => m.receivedAt),
      input.since,
    ),
    takeoversBefore: beforeWindow(
      uniqueById(input.takeovers)
        .filter((t) => !takeovers.includes(t))
        .map((t) => t.openedAt),
      input.since,
    ),
  };
}

function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}
