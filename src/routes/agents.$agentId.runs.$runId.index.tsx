import { createFileRoute } from "@tanstack/react-router";
import { runQueryOptions } from "../api/queries";
import { AnsweredBlindNote } from "../features/conversation/AnsweredBlindNote";
import { ConversationPanel } from "../features/conversation/ConversationPanel";
import { FindingsPanel } from "../features/findings/FindingsPanel";
import { RunIoPanel } from "../features/run-io/RunIoPanel";
import type { RunPanelsSlotProps } from "../features/run-view/run-panels-slot";
import { RunViewPage } from "../features/run-view/RunViewPage";
import { SpawnTreePanel } from "../features/spawn-tree/SpawnTreePanel";
import { StepInspector } from "../features/step-inspector/StepInspector";
import { PanelRow } from "../ui/PanelRow";
import { runViewSearchSchema } from "../url/search-schemas";

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
