/**
 * The withheld messages and takeovers that belong to one topic. Both are asked for by the
 * topic's participant and address, which can span several topics: an item that names
 * another topic is left out; one that names none is kept (it is this person's, and the
 * topic is where they wrote).
 */
import type { InboundMessage, Takeover, Topic } from "./topic";
import { isWithheld } from "./topic";

export function withheldOfTopic(
  messages: readonly InboundMessage[],
  topic: Pick<Topic, "id">,
): InboundMessage[] {
  return messages.filter(
    (message) =>
      isWithheld(message) &&
      (message.topicId === null || message.topicId === topic.id),
  );
}

export function takeoversOfTopic(
  takeovers: readonly Takeover[],
  topic: Pick<Topic, "id">,
): Takeover[] {
  return takeovers.filter(
    (takeover) => takeover.topicId === null || takeover.topicId === topic.id,
  );
}

/** The address takeovers are looked up by: the topic's first channel address. */
export function topicAddress(topic: Pick<Topic, "channels">): string | null {
  return topic.channels[0]?.address ?? null;
}
