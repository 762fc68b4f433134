/**
 * The demo's conversations: the three hand-written stories (D13–D15, with their runs) and
 * a topic derived for every other run that belongs to one.
 */
import type { DemoRun } from "../dataset";
import type { DemoContext } from "../context";
import {
  emptyConversations,
  mergeConversations,
  type DemoConversations,
} from "./conversation-data";
import { d13Conversation } from "./d13-quoted-operator";
import { d14Conversation } from "./d14-answered-blind";
import { d15Conversation } from "./d15-quiet-agent";
import { deriveTopics } from "./derive-topics";

/** The conversation scenarios' runs. */
export function conversationRuns(ctx: DemoContext) {
  return [d13Conversation(ctx), d14Conversation(ctx), d15Conversation(ctx)];
}

export function buildConversations(
  ctx: DemoContext,
  stories: { runs: DemoRun[]; conversations: DemoConversations }[],
  otherRuns: readonly DemoRun[],
): DemoConversations {
  const all = emptyConversations();
  for (const story of stories) mergeConversations(all, story.conversations);
  const handWritten = new Set(all.topics.map((topic) => String(topic.id)));
  return mergeConversations(all, deriveTopics(ctx, otherRuns, handWritten));
}
