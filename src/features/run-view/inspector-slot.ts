import type { ComponentType } from "react";
import type { RunTrace } from "../../model/run";
import type { InspectorTab } from "../../url/search-schemas";

/**
 * What the trace explorer hands its inspector. Routes compose the explorer with the
 * step-inspector feature through this slot, so neither feature imports the other.
 */
export interface InspectorSlotProps {
  trace: RunTrace;
  stepIndex: number;
  tab: InspectorTab | undefined;
  onSelectTab: (tab: InspectorTab) => void;
  onSelectStep: (path: string) => void;
}

export type InspectorSlot = ComponentType<InspectorSlotProps>;
