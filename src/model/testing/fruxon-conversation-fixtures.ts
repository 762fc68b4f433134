/**
 * The conversation wire fixtures of `fixtures/fruxon/` (one realistic, scrubbed response
 * per conversation endpoint), parsed, for tests. Imported with `?raw`, so tests need no
 * file system access.
 */
import escalationPolicy from "../../../fixtures/fruxon/escalation-policy.json?raw";
import escalationsHistory from "../../../fixtures/fruxon/escalation-history.json?raw";
import inboundWithheld from "../../../fixtures/fruxon/inbound-messages.withheld.json?raw";
import topicGet from "../../../fixtures/fruxon/topic.json?raw";
import topicMessagesPage from "../../../fixtures/fruxon/topic-messages.json?raw";
import topicSessions from "../../../fixtures/fruxon/topic-sessions.json?raw";
import topicsList from "../../../fixtures/fruxon/topic-list.json?raw";

export const CONVERSATION_FIXTURES = {
  "escalation-policy.json": escalationPolicy,
  "escalation-history.json": escalationsHistory,
  "inbound-messages.withheld.json": inboundWithheld,
  "topic.json": topicGet,
  "topic-messages.json": topicMessagesPage,
  "topic-sessions.json": topicSessions,
  "topic-list.json": topicsList,
};

export function conversationFixture(
  name: keyof typeof CONVERSATION_FIXTURES,
): unknown {
  return JSON.parse(CONVERSATION_FIXTURES[name]);
}
