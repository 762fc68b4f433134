import type { ComponentType } from "react";
import type { RunTrace } from "../../model/run";

/** The explorer's view state as the session view keeps it in its URL. */
export interface SessionExplorerView {
  step?: string | undefined;
  tab?: string | undefined;
  q?: string | undefined;
  errors?: "1" | undefined;
}

/**
 * The step explorer (tree + inspector) the route composes in: the sessions feature does not
 * import the run-view or step-inspector features, it receives them through this slot.
 */
export type ExplorerSlot = ComponentType<{
  trace: RunTrace;
  view: SessionExplorerView;
  onViewChange: (patch: Partial<SessionExplorerView>) => void;
}>;
