import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { QuietAgentPage } from "../features/conversation/QuietAgentPage";

const quietSearchSchema = z.object({
  /** A participant id, phone number, email or handle (resolved by the proxy). */
  participant: z.string().max(256).optional().catch(undefined),
  /** ISO time or epoch ms; default: the last 7 days. */
  since: z.string().max(64).optional().catch(undefined),
  until: z.string().max(64).optional().catch(undefined),
});

export const Route = createFileRoute("/agents/$agentId/quiet")({
  validateSearch: quietSearchSchema,
  component: QuietAgentPage,
});
