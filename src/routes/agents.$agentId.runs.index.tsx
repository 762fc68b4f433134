import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { runListQueryOptions } from "../api/queries";
import { RunListPage } from "../features/run-list/RunListPage";

const text = (max: number) =>
  z.string().trim().min(1).max(max).optional().catch(undefined);

const runListSearchSchema = z.object({
  status: z
    .string()
    .regex(/^[A-Za-z_]+(,[A-Za-z_]+)*$/)
    .optional()
    .catch(undefined),
  since: text(64),
  until: text(64),
  revision: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional()
    .catch(undefined),
  participant: text(256),
  session: text(256),
  tool: text(256),
  toolErrors: z.enum(["1"]).optional().catch(undefined),
});

export type RunListSearch = z.infer<typeof runListSearchSchema>;

export const Route = createFileRoute("/agents/$agentId/runs/")({
  validateSearch: runListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(
      runListQueryOptions(params.agentId, deps),
    ),
  component: RunListPage,
});
