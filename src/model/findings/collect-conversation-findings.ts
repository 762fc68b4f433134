/**
 * Every finding of one topic's conversation, in the order a support engineer asks: what
 * never reached the agent, who held the chat, what the agent could not know, whose words
 * it repeated, then the session shapes. Each finder is pure and reads only the parts that
 * loaded.
 */
import type { Finding } from "./finding";
import type { ConversationFindingInput } from "./conversation-finding";
import { findAnsweredBlind } from "./answered-blind";
import { findOperatorWordsQuoted } from "./operator-words-quoted";
import {
  findSessionEndNotApplied,
  findSessionOpenOnResolvedTopic,
} from "./session-state";
import { findUnobservedTakeovers } from "./unobserved-takeover";
import { findWithheldUnconsumed } from "./withheld-unconsumed";

const FINDERS: readonly ((input: ConversationFindingInput) => Finding[])[] = [
  findWithheldUnconsumed,
  findUnobservedTakeovers,
  findAnsweredBlind,
  findOperatorWordsQuoted,
  findSessionOpenOnResolvedTopic,
  findSessionEndNotApplied,
];

export function collectConversationFindings(
  input: ConversationFindingInput,
): Finding[] {
  return FINDERS.flatMap((find) => find(input));
}
