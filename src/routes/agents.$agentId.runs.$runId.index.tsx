import { createFileRoute } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { runRecordQueryOptions, runTraceQueryOptions } from "../api/queries";
import { AnsweredBlindNote } from "../features/conversation/AnsweredBlindNote";
import { ConversationPanel } from "../features/conversation/ConversationPanel";
import { DownloadRunButton } from "../features/export/DownloadRunButton";
import { RunActions } from "../features/export/RunActions";
import { FindingsPanel } from "../features/findings/FindingsPanel";
import { NotesPanel } from "../features/notes/NotesPanel";
import { RunIoPanel } from "../features/run-io/RunIoPanel";
import type { RunPanelsSlotProps } from "../features/run-view/run-panels-slot";
import { RunViewPage } from "../features/run-view/RunViewPage";
import { SpawnTreePanel } from "../features/spawn-tree/SpawnTreePanel";
import { StatePanel } from "../features/run-state/StatePanel";
import { StepInspector } from "../features/step-inspector/StepInspector";
import { PanelRow } from "../ui/PanelRow";
import { runViewSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/runs/$runId/")({
  validateSearch: runViewSearchSchema,
  // The page shows the record as soon as it arrives; the trace starts loading alongside it
  // (not after) and streams in on the page.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      runTraceQueryOptions(params.agentId, params.runId),
    );
    return context.queryClient.ensureQueryData(
      runRecordQueryOptions(params.agentId, params.runId),
    );
  },
  component: RunViewRoute,
});

function RunViewRoute() {
  return (
    <RunViewPage
      Inspector={StepInspector}
      Panels={RunPanels}
      Actions={RunPageActions}
    />
  );
}

function RunPageActions(props: ComponentProps<typeof RunActions>) {
  return (
    <>
      <DownloadRunButton agentId={props.agentId} runId={props.runId} />
      <RunActions {...props} />
    </>
  );
}

function RunPanels(props: RunPanelsSlotProps) {
  return (
    <>
      <AnsweredBlindNote {...props} />
      <PanelRow>
        <FindingsPanel {...props} />
        {/* Second, where it is wide, when the run has state to show; else nothing. */}
        <StatePanel {...props} />
        <ConversationPanel {...props} />
        <SpawnTreePanel {...props} />
        <RunIoPanel {...props} />
        <NotesPanel {...props} />
      </PanelRow>
    </>
  );
}
