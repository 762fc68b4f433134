import type { ReactNode } from "react";
import { TabList } from "../TabList";

export type DetailPane = "step" | "timeline";
const PANES: readonly DetailPane[] = ["step", "timeline"];

/**
 * The right side of a tree view: the selected row's detail (the step inspector, the pair's
 * diff), or the run on a time axis (`view=timeline`), switched by two tabs above it.
 * Without `onView`, the detail alone.
 */
export function DetailPanes({
  view,
  onView,
  stepLabel = "Step",
  children,
}: {
  view: DetailPane;
  onView: ((pane: DetailPane) => void) | undefined;
  /** The detail's tab: "Step", "Diff". */
  stepLabel?: string;
  children: ReactNode;
}) {
  if (!onView) return children;
  const labels: Record<DetailPane, string> = {
    step: stepLabel,
    timeline: "Timeline (t)",
  };
  return (
    <div className="flex h-full min-h-0 flex-col">
      <TabList
        label="Beside the tree"
        tabs={PANES}
        labels={labels}
        active={view}
        onSelect={onView}
        className="shrink-0 border-b border-slate-200 px-2 pt-1 print:hidden"
      />
      <div role="tabpanel" aria-label={labels[view]} className="min-h-0 flex-1">
        {children}
      </div>
    </div>
  );
}
