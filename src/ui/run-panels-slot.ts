import type { ComponentType } from "react";
import type { RunDetail } from "../model/run";

/**
 * What the run view hands the panels shown above its explorer (findings, spawn tree,
 * inputs and output). Routes compose them through this slot, so run-view imports none of
 * those features.
 */
export interface RunPanelsSlotProps {
  detail: RunDetail;
  agentId: string;
  runId: string;
  /** The selected step's dotted path (`step` in the URL), if any. */
  selectedStep: string | undefined;
  /** Selects a step in the explorer (writes `step` into the URL). */
  onSelectStep: (path: string) => void;
}

export type RunPanelsSlot = ComponentType<RunPanelsSlotProps>;
