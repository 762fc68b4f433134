import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ConversationPage } from "../features/conversation/ConversationPage";
import { ConversationFindings } from "../features/findings/ConversationFindings";

const ID = /^[^/\\?#%:\s]{1,256}$/;

const topicSearchSchema = z.object({
  /** A turn, withheld message, takeover or session id to select (decision 1502). */
  message: z.string().regex(ID).optional().catch(undefined),
  /** The run whose turns are highlighted, when opened from a run. */
  run: z.string().regex(ID).optional().catch(undefined),
  /** Masking personal data is a later feature; the param stays valid on shared links. */
  mask: z.enum(["1"]).optional().catch(undefined),
});

export type TopicSearch = z.infer<typeof topicSearchSchema>;

export const Route = createFileRoute("/agents/$agentId/topics/$topicId")({
  validateSearch: topicSearchSchema,
  component: TopicRoute,
});

function TopicRoute() {
  return <ConversationPage Findings={ConversationFindings} />;
}
