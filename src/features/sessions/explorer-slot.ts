import type { ComponentType } from "react";
import type { RunTrace } from "../../model/run";
import type { ExplorerView } from "../../url/search-schemas";

/**
 * The step explorer (tree + inspector) the route composes in: the sessions feature does not
 * import the run-view or step-inspector features, it receives them through this slot.
 */
export type ExplorerSlot = ComponentType<{
  trace: RunTrace;
  view: ExplorerView;
  onViewChange: (patch: Partial<ExplorerView>) => void;
}>;
