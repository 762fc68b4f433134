import type { ComponentType } from "react";
import type { RunTrace, RunDetail } from "../../model/run";
import type { RunViewSearch } from "../../routes/agents.$agentId.runs.$runId.index";

export type InspectorTabName = NonNullable<RunViewSearch["tab"]>;

/**
 * What the run view hands its inspector. The route composes the run view with the
 * step-inspector feature through this slot, so neither feature imports the other.
 */
export interface InspectorSlotProps {
  detail: RunDetail;
  trace: RunTrace;
  stepIndex: number;
  tab: string | undefined;
  onSelectTab: (tab: InspectorTabName) => void;
  onSelectStep: (path: string) => void;
}

export type InspectorSlot = ComponentType<InspectorSlotProps>;
