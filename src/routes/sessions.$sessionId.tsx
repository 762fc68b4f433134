import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { historyQueryOptions, sessionQueryOptions } from "../api/queries";
import { COMPARE_TABS } from "../features/run-compare/compare-tabs";
import { CompareWorkspace } from "../features/run-compare/CompareWorkspace";
import { TraceExplorer } from "../features/run-view/TraceExplorer";
import type { ExplorerSlot } from "../features/sessions/explorer-slot";
import { SESSION_PANELS } from "../features/sessions/session-panels";
import { SessionViewPage } from "../features/sessions/SessionViewPage";
import { INSPECTOR_TABS } from "../features/step-inspector/inspector-tabs";
import { StepInspector } from "../features/step-inspector/StepInspector";
import { defaultHistoryKey } from "../model/session-ref";

const sessionViewSearchSchema = z.object({
  /** Which history of the session: its key (`dev`, `dev~previous`, …); absent = the active agent's. */
  agent: z.string().min(1).max(300).optional().catch(undefined),
  /** Dotted path in the history's step tree (`1.2.1`); in the compare panel `left-1.2.1` names a step only the other history has. */
  step: z
    .string()
    .regex(/^(left-)?[1-9]\d*(\.[1-9]\d*)*$/)
    .optional()
    .catch(undefined),
  /** An inspector pane, or in the compare panel a diff pane. */
  tab: z
    .enum([...INSPECTOR_TABS, ...COMPARE_TABS])
    .optional()
    .catch(undefined),
  /** Compare panel: `1` hides unchanged rows. */
  changes: z.enum(["1"]).optional().catch(undefined),
  q: z.string().max(500).optional().catch(undefined),
  errors: z.enum(["1"]).optional().catch(undefined),
  /** Another history to compare with: `<sessionId>` or `<sessionId>/<key>`. */
  against: z.string().min(1).max(600).optional().catch(undefined),
  panel: z.enum(SESSION_PANELS).optional().catch(undefined),
});

export type SessionViewSearch = z.infer<typeof sessionViewSearchSchema>;

export const Route = createFileRoute("/sessions/$sessionId")({
  validateSearch: sessionViewSearchSchema,
  loaderDeps: ({ search }) => ({ agent: search.agent }),
  loader: async ({ context, params, deps }) => {
    const detail = await context.queryClient.ensureQueryData(
      sessionQueryOptions(params.sessionId),
    );
    const key = deps.agent ?? defaultHistoryKey(detail.summary);
    // Not awaited into an error page: a history that cannot be read is reported in the page.
    if (key && detail.summary.histories.some((history) => history.key === key))
      void context.queryClient.prefetchQuery(
        historyQueryOptions(params.sessionId, key),
      );
    return detail;
  },
  component: SessionViewRoute,
});

const SessionExplorer: ExplorerSlot = (props) => (
  <TraceExplorer {...props} Inspector={StepInspector} />
);

function SessionViewRoute() {
  return (
    <SessionViewPage Explorer={SessionExplorer} Compare={CompareWorkspace} />
  );
}
