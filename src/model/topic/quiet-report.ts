/**
 * "Why did nobody reply?" when there is no run to open: for one participant and a time
 * window, the inbound messages withheld from every agent, the takeovers of their
 * addresses, and the topics where the customer wrote last — a turn or a withheld message
 * with no reply after it. O(topics × loaded turns + messages).
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

export interface QuietReport {
  withheld: InboundMessage[];
  takeovers: Takeover[];
  unanswered: QuietTopic[];
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
  const withheld = input.withheld
    .filter((message) => isWithheld(message) && inWindow(message.receivedAt))
    .sort((a, b) => b.receivedAt! - a.receivedAt!);
  const takeovers = input.takeovers
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
  return { withheld, takeovers, unanswered };
}
