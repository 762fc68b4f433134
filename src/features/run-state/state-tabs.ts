/**
 * Which tabs the State panel shows for a run: only those its data gives a reason for. A run
 * parked on an approval opens on the approval (that is what it is waiting for); "Why it
 * fired" is always there once the panel is. No tabs: the run has no state of this kind and
 * shows no panel.
 */
import type { RunState } from "../../api/useRunState";
import type { RunDetail } from "../../model/run";

export type StateTab = "memory" | "fired" | "ledger" | "approval" | "replay";

export const STATE_TAB_LABELS: Record<StateTab, string> = {
  memory: "Memory",
  fired: "Why it fired",
  ledger: "Ledger item",
  approval: "Approval",
  replay: "Replay",
};

const SCHEDULED = ["SCHEDULE", "INTERVAL"];

export function stateTabsOf(state: RunState, detail: RunDetail): StateTab[] {
  const facts = state.facts?.facts;
  const usesMemory = Boolean(
    facts && (facts.memorySearches.length > 0 || facts.memoryWrites.length > 0),
  );
  const hasSearches = (facts?.assetSearches.length ?? 0) > 0;
  const isWaitingOnApproval = detail.trace?.waitingFor?.kind === "APPROVAL";
  const hasState =
    usesMemory ||
    state.ledger !== null ||
    state.approvals !== null ||
    hasSearches ||
    SCHEDULED.includes(state.triggerRef?.type ?? "");
  if (!hasState) return [];
  return [
    ...(isWaitingOnApproval ? (["approval"] as const) : []),
    ...(usesMemory ? (["memory"] as const) : []),
    "fired",
    ...(state.ledger ? (["ledger"] as const) : []),
    ...(state.approvals && !isWaitingOnApproval ? (["approval"] as const) : []),
    ...(hasSearches ? (["replay"] as const) : []),
  ];
}
