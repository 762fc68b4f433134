import { createFileRoute } from "@tanstack/react-router";
import { ConversationPage } from "../features/conversation/ConversationPage";
import { ConversationFindings } from "../features/findings/ConversationFindings";
import { topicSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/topics/$topicId")({
  validateSearch: topicSearchSchema,
  component: TopicRoute,
});

function TopicRoute() {
  return <ConversationPage Findings={ConversationFindings} />;
}
