import type { ReactNode } from "react";
import { TabList } from "../../ui/TabList";

type Pane = "step" | "timeline";
const PANES: readonly Pane[] = ["step", "timeline"];
const LABELS: Record<Pane, string> = {
  step: "Step",
  timeline: "Timeline (t)",
};

/**
 * The explorer's right side: the selected step's inspector, or the run on a time axis
 * (`view=timeline`), switched by two tabs above it. Without `onView`, the inspector alone.
 */
export function DetailPanes({
  view,
  onView,
  children,
}: {
  view: Pane;
  onView: ((pane: Pane) => void) | undefined;
  children: ReactNode;
}) {
  if (!onView) return children;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <TabList
        label="Beside the tree"
        tabs={PANES}
        labels={LABELS}
        active={view}
        onSelect={onView}
        className="shrink-0 border-b border-slate-200 px-2 pt-1 print:hidden"
      />
      <div role="tabpanel" aria-label={LABELS[view]} className="min-h-0 flex-1">
        {children}
      </div>
    </div>
  );
}
