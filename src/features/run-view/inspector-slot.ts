import type { ComponentType } from "react";
import type { RunTrace } from "../../model/run";

/**
 * What the trace explorer hands its inspector. Routes compose the explorer with the
 * step-inspector feature through this slot, so neither feature imports the other.
 */
export interface InspectorSlotProps {
  trace: RunTrace;
  stepIndex: number;
  tab: string | undefined;
  onSelectTab: (tab: string) => void;
  onSelectStep: (path: string) => void;
}

export type InspectorSlot = ComponentType<InspectorSlotProps>;
