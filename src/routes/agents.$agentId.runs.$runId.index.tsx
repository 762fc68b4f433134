import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { runQueryOptions } from "../api/queries";
import { AnsweredBlindNote } from "../features/conversation/AnsweredBlindNote";
import { ConversationPanel } from "../features/conversation/ConversationPanel";
import { FindingsPanel } from "../features/findings/FindingsPanel";
import { RunIoPanel } from "../features/run-io/RunIoPanel";
import type { RunPanelsSlotProps } from "../features/run-view/run-panels-slot";
import { RunViewPage } from "../features/run-view/RunViewPage";
import { SpawnTreePanel } from "../features/spawn-tree/SpawnTreePanel";
import { StepInspector } from "../features/step-inspector/StepInspector";
import { INSPECTOR_TABS } from "../features/step-inspector/inspector-tabs";
import { PanelRow } from "../ui/PanelRow";

const runViewSearchSchema = z.object({
  /** Dotted path as the CLI prints it: `1.1.3`. */
  step: z
    .string()
    .regex(/^[1-9]\d*(\.[1-9]\d*)*$/)
    .optional()
    .catch(undefined),
  tab: z.enum(INSPECTOR_TABS).optional().catch(undefined),
  q: z.string().max(500).optional().catch(undefined),
  errors: z.enum(["1"]).optional().catch(undefined),
});

export type RunViewSearch = z.infer<typeof runViewSearchSchema>;

export const Route = createFileRoute("/agents/$agentId/runs/$runId/")({
  validateSearch: runViewSearchSchema,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      runQueryOptions(params.agentId, params.runId),
    ),
  component: RunViewRoute,
});

function RunViewRoute() {
  return <RunViewPage Inspector={StepInspector} Panels={RunPanels} />;
}

function RunPanels(props: RunPanelsSlotProps) {
  return (
    <>
      <AnsweredBlindNote {...props} />
      <PanelRow>
        <FindingsPanel {...props} />
        <ConversationPanel {...props} />
        <SpawnTreePanel {...props} />
        <RunIoPanel {...props} />
      </PanelRow>
    </>
  );
}
