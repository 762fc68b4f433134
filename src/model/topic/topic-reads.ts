/**
 * Which reads one topic's conversation makes: the topic, its turns and its sessions once a
 * topic is named; the participant's withheld messages once the topic names its
 * participant; the address's takeovers once it has a channel address. A read that was not
 * made is said as such (`notAskedPart`), never shown as an empty list.
 *
 * Pure, so `useTopicConversation` only enables its queries from it. O(1).
 */
import type { ContextPart, Topic } from "./topic";
import { topicAddress } from "./topic-context";

export interface TopicReads {
  /** The topic, its turns and its sessions. */
  readsTopic: boolean;
  /** Whose withheld messages are read; null: not read. */
  withheldOf: string | null;
  /** Which address's takeovers are read; null: not read. */
  takeoversAt: string | null;
}

/** The reads for `topicId`, given the topic once it has loaded (null before). */
export function topicReads(
  topicId: string | null,
  topic: Topic | null,
): TopicReads {
  return {
    readsTopic: topicId !== null,
    withheldOf: topic?.participantId || null,
    takeoversAt: topic ? topicAddress(topic) : null,
  };
}

/**
 * The part shown for a read that depends on the topic and was not made: loading while the
 * topic loads, else why it was not asked (only a loaded topic can say it names no
 * participant or address).
 */
export function notAskedPart<T>(
  topicAnswer: { data?: ContextPart<Topic> | undefined; error: unknown },
  why = "the topic did not load",
): ContextPart<T> {
  if (!topicAnswer.data && !topicAnswer.error) return { state: "loading" };
  const reason =
    topicAnswer.data?.state === "loaded" ? why : "the topic did not load";
  return { state: "failed", message: `Not asked: ${reason}.` };
}
