/**
 * The conversation wire fixtures of `fixtures/fruxon/` (one realistic, scrubbed response
 * per conversation endpoint), parsed, for tests. Imported with `?raw`, so tests need no
 * file system access.
 */
import escalationPolicy from "../../../fixtures/fruxon/escalation-policy.json?raw";
import escalationsHistory from "../../../fixtures/fruxon/escalations-history.json?raw";
import inboundWithheld from "../../../fixtures/fruxon/inbound-messages-withheld.json?raw";
import topicGet from "../../../fixtures/fruxon/topic-get.json?raw";
import topicMessagesPage from "../../../fixtures/fruxon/topic-messages-page.json?raw";
import topicSessions from "../../../fixtures/fruxon/topic-sessions.json?raw";
import topicsList from "../../../fixtures/fruxon/topics-list.json?raw";

export const CONVERSATION_FIXTURES = {
  "escalation-policy.json": escalationPolicy,
  "escalations-history.json": escalationsHistory,
  "inbound-messages-withheld.json": inboundWithheld,
  "topic-get.json": topicGet,
  "topic-messages-page.json": topicMessagesPage,
  "topic-sessions.json": topicSessions,
  "topics-list.json": topicsList,
};

export function conversationFixture(
  name: keyof typeof CONVERSATION_FIXTURES,
): unknown {
  return JSON.parse(CONVERSATION_FIXTURES[name]);
}
