import type { RunDetail } from "../model/run";

/**
 * What the run page hands each panel above its step tree (findings, state, conversation,
 * spawn tree, inputs and output, notes): one shape, so the page lays them out alike.
 */
export interface RunPanelProps {
  detail: RunDetail;
  agentId: string;
  runId: string;
  /** The selected step's dotted path (`step` in the URL), if any. */
  selectedStep: string | undefined;
  /** Selects a step in the explorer (writes `step` into the URL). */
  onSelectStep: (path: string) => void;
}
