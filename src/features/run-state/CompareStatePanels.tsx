import { useRunState } from "../../api/useRunState";
import type { RunDetail } from "../../model/run";
import { CollapsibleStrip } from "../../ui/layout/CollapsibleStrip";
import { TREE_ROW_HEIGHT } from "../../ui/tree/tree-row-height";
import { useShortIds } from "../../ui/short-ids/useShortIds";
import { stateTabsOf } from "./state-tabs";
import { StatePanelView } from "./StatePanelView";

const INITIAL_HEIGHT = 220;
/**
 * What the band leaves the aligned tree below it when it sizes itself: the tree's toolbar
 * and column heads, and 12 rows. Without that room the band opens hidden: on a 1280×800
 * laptop the tree is the answer (e2e/frame-bands.spec.ts).
 */
const TREE_RESERVE = 64 + 12 * TREE_ROW_HEIGHT;

/**
 * The compare view's State panels: the other run's on the left, this run's on the right,
 * each with its findings and tabs — the state each decided from, side by side. Shown when
 * either run has state of this kind; a side without says so. In a band the person can
 * resize or hide, like the run view's panels.
 */
export function CompareStatePanels({
  agentId,
  left,
  right,
  onSelectStep,
}: {
  agentId: string;
  /** The other run (the compare view's left side). */
  left: RunDetail;
  /** This run. */
  right: RunDetail;
  /** Selects a step of one side in the compare tree. */
  onSelectStep: (side: "left" | "right", path: string) => void;
}) {
  const leftState = useRunState(left, agentId);
  const rightState = useRunState(right, agentId);
  const leftTabs = stateTabsOf(leftState, left);
  const rightTabs = stateTabsOf(rightState, right);
  const ids = useShortIds([left.summary.id, right.summary.id]);
  if (leftTabs.length === 0 && rightTabs.length === 0) return null;
  const sides = [
    {
      side: "left",
      detail: left,
      state: leftState,
      tabs: leftTabs,
      name: "the other run",
    },
    {
      side: "right",
      detail: right,
      state: rightState,
      tabs: rightTabs,
      name: "this run",
    },
  ] as const;
  return (
    <div className="px-4">
      <CollapsibleStrip
        storageKey="compare.state"
        label="the state of both runs"
        initialHeight={INITIAL_HEIGHT}
        maxHeight={Math.round(window.innerHeight * 0.6)}
        reserveBelow={TREE_RESERVE}
        collapseWithoutRoom
      >
        <div className="grid min-h-0 flex-1 grid-cols-2 gap-3">
          {sides.map(({ side, detail, state, tabs, name }) =>
            tabs.length > 0 ? (
              <StatePanelView
                key={side}
                state={state}
                detail={detail}
                tabs={tabs}
                agentId={agentId}
                onSelectStep={(path) => onSelectStep(side, path)}
                label={`State of ${name}`}
                title={`State · ${name} ${ids.get(detail.summary.id)!.text}`}
              />
            ) : (
              <section
                key={side}
                aria-label={`State of ${name}`}
                className="rounded-md border border-slate-200 p-3 text-xs text-slate-600"
              >
                {`State · ${name} ${ids.get(detail.summary.id)!.text}`}: no
                memory, schedule, ledger item, approval or knowledge search to
                show.
              </section>
            ),
          )}
        </div>
      </CollapsibleStrip>
    </div>
  );
}
