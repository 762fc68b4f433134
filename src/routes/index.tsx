import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { agentsQueryOptions, sourceQueryOptions } from "../api/queries";
import { AgentsPage } from "../features/agents/AgentsPage";

const text = z.string().trim().min(1).max(256).optional().catch(undefined);

/**
 * `/?id=<record id>` opens that run (the root route resolves it), `agent` naming the agent
 * to ask first; without `id` this is the agent picker.
 */
const homeSearchSchema = z.object({ id: text, agent: text });

export const Route = createFileRoute("/")({
  validateSearch: homeSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(agentsQueryOptions()),
      context.queryClient.ensureQueryData(sourceQueryOptions()),
    ]),
  component: AgentsPage,
});
