import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { previousRunQueryOptions, runQueryOptions } from "../api/queries";
import { RunComparePage } from "../features/run-compare/RunComparePage";
import { COMPARE_TABS } from "../features/run-compare/compare-tabs";

const runCompareSearchSchema = z.object({
  /** The other run (left side); absent = the previous run of the same agent. */
  against: z
    .string()
    .regex(/^(?!\.{1,2}$)[^/\\?#%:\s\p{Cc}]{1,256}$/u)
    .optional()
    .catch(undefined),
  /** A step of this run by dotted path (`1.1.3`), or `left-1.1.3` for a step only the other run has. */
  step: z
    .string()
    .regex(/^(left-)?[1-9]\d*(\.[1-9]\d*)*$/)
    .optional()
    .catch(undefined),
  tab: z.enum(COMPARE_TABS).optional().catch(undefined),
  /** `1` = hide rows whose inputs and outcome are the same. */
  changes: z.enum(["1"]).optional().catch(undefined),
});

export type RunCompareSearch = z.infer<typeof runCompareSearchSchema>;

export const Route = createFileRoute("/agents/$agentId/runs/$runId/compare")({
  validateSearch: runCompareSearchSchema,
  loaderDeps: ({ search }) => ({ against: search.against }),
  loader: async ({ context, params, deps }) => {
    const { queryClient } = context;
    // The other side loads in the page, so a wrong `against` is a message there, not an error page.
    if (deps.against)
      void queryClient.prefetchQuery(
        runQueryOptions(params.agentId, deps.against),
      );
    else
      void queryClient.prefetchQuery(
        previousRunQueryOptions(params.agentId, params.runId),
      );
    await queryClient.ensureQueryData(
      runQueryOptions(params.agentId, params.runId),
    );
  },
  component: RunComparePage,
});
