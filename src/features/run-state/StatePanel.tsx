import { useRunState } from "../../api/useRunState";
import type { RunDetail } from "../../model/run";
import { stateTabsOf } from "./state-tabs";
import { StatePanelView } from "./StatePanelView";

/**
 * The state the run decided from (docs/reference/fruxon-state.md): the memory it read and
 * wrote, why it fired, for a ledger automation the work item, and the approvals behind
 * an approval gate or wait. A run with none of it (no memory, no schedule or ledger
 * trigger, no approval, no knowledge search) shows no panel.
 */
export function StatePanel({
  detail,
  agentId,
  onSelectStep,
}: {
  detail: RunDetail;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const state = useRunState(detail, agentId);
  const tabs = stateTabsOf(state, detail);
  // A run with nothing of this kind leaves the panel row to the others.
  if (tabs.length === 0) return null;
  return (
    <StatePanelView
      state={state}
      detail={detail}
      tabs={tabs}
      agentId={agentId}
      onSelectStep={onSelectStep}
    />
  );
}
