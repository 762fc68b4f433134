import type { ComponentType, ReactNode } from "react";
import type { RunTrace } from "../../model/run";
import type { CompareView } from "../../url/search-schemas";

/**
 * The aligned split view and input diff the route composes in — the same one Fruxon runs
 * use. The sessions feature does not import the run-compare feature; it receives it here.
 */
export type CompareSlot = ComponentType<{
  leftTrace: RunTrace;
  rightTrace: RunTrace;
  metrics: null;
  pairKey: string;
  view: CompareView;
  onViewChange: (patch: Partial<CompareView>) => void;
  renderOpenStep: (side: "left" | "right", path: string) => ReactNode;
}>;
