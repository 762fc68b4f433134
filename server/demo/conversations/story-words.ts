/**
 * The words of the conversation stories D13–D15 (data/conversations.json): what each
 * customer, operator and model turn says. Each story's file keeps its clock — who answered
 * how many minutes later, when a session ended — because those times are the story.
 */
import conversationsJson from "../data/conversations.json" with { type: "json" };
import {
  ConversationStories,
  loadDataFile,
  type ExchangeWords,
} from "../data/schemas";
import type { SimpleToolCall } from "../scenarios/simple-trace";
import { escalateCall } from "./support-exchange";

export const STORY_WORDS = loadDataFile(
  "conversations.json",
  ConversationStories,
  conversationsJson,
);

/** An exchange's words as `supportExchange` takes them: the escalation, if any, is its one call. */
export function exchangeWords({ escalation, ...words }: ExchangeWords): {
  question: string;
  reasoning: string;
  reply: string;
  subject: string;
  calls: SimpleToolCall[];
} {
  return { ...words, calls: escalation ? [escalateCall(escalation)] : [] };
}
