import type { ComponentType, ReactNode } from "react";
import type { RunTrace } from "../../model/run";

/** The compare view's state as the session view keeps it in its URL. */
export interface SessionCompareView {
  /** A step of this history (`1.2.1`), or `left-1.2.1` for one only the other history has. */
  step?: string | undefined;
  tab?: "inputs" | "results" | undefined;
  changes?: "1" | undefined;
}

/**
 * The aligned split view and input diff the route composes in — the same one Fruxon runs
 * use. The sessions feature does not import the run-compare feature; it receives it here.
 */
export type CompareSlot = ComponentType<{
  leftTrace: RunTrace;
  rightTrace: RunTrace;
  metrics: null;
  pairKey: string;
  view: SessionCompareView;
  onViewChange: (patch: Partial<SessionCompareView>) => void;
  renderOpenStep: (side: "left" | "right", path: string) => ReactNode;
}>;
