import { useState } from "react";
import { useRunState } from "../../api/useRunState";
import type { RunDetail } from "../../model/run";
import { TabList } from "../../ui/TabList";
import { ApprovalView } from "./ApprovalView";
import { FireView } from "./FireView";
import { LedgerView } from "./LedgerView";
import { MemoryView } from "./MemoryView";
import { NearMissList } from "./NearMissList";
import { ReplayView } from "./ReplayView";

const SCHEDULED = ["SCHEDULE", "INTERVAL"];

type StateTab = "memory" | "fired" | "ledger" | "approval" | "replay";
const LABELS: Record<StateTab, string> = {
  memory: "Memory",
  fired: "Why it fired",
  ledger: "Ledger item",
  approval: "Approval",
  replay: "Replay",
};

/**
 * The state the run decided from (docs/reference/fruxon-state.md): the memory it read and
 * wrote, why it fired, for a ledger automation the work item, and the approvals behind
 * an approval gate or wait. Its findings first;
 * the tabs the run has data for below. A run with none of it (no memory, no schedule or
 * ledger trigger, no approval, no knowledge search) shows no panel.
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
  const usesMemory =
    state.facts !== null &&
    (state.facts.facts.memorySearches.length > 0 ||
      state.facts.facts.memoryWrites.length > 0);
  const searches = state.facts?.facts.assetSearches ?? [];
  const waitingFor = detail.trace?.waitingFor ?? null;
  // A run parked on an approval opens on it: that is what it is waiting for.
  const isWaitingOnApproval = waitingFor?.kind === "APPROVAL";
  const tabs: StateTab[] = [
    ...(isWaitingOnApproval ? (["approval"] as const) : []),
    ...(usesMemory ? (["memory"] as const) : []),
    "fired",
    ...(state.ledger ? (["ledger"] as const) : []),
    ...(state.approvals && !isWaitingOnApproval ? (["approval"] as const) : []),
    ...(searches.length > 0 ? (["replay"] as const) : []),
  ];
  const [chosen, setChosen] = useState<StateTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0]!;
  const summary = detail.summary;
  const hasState =
    usesMemory ||
    state.ledger !== null ||
    state.approvals !== null ||
    searches.length > 0 ||
    SCHEDULED.includes(state.triggerRef?.type ?? "");
  // A run with nothing of this kind leaves the panel row to the others.
  if (!hasState) return null;
  return (
    <section
      aria-label="State"
      className="flex min-h-0 min-w-0 flex-col rounded-md border border-slate-200"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-100 bg-slate-50 px-3 pt-1.5">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          State
        </h2>
        <TabList
          label="State"
          tabs={tabs}
          labels={LABELS}
          active={tab}
          onSelect={setChosen}
        />
      </header>
      <div className="min-h-0 flex-1 space-y-3 overflow-auto px-3 py-2">
        {/* Titles only: the Findings panel shows each in full. */}
        {state.findings.length > 0 && (
          <ul aria-label="State findings" className="space-y-0.5 text-xs">
            {state.findings.map((finding) => (
              <li
                key={finding.title}
                className={
                  finding.severity === "error"
                    ? "text-step-error"
                    : "text-step-warn"
                }
              >
                {finding.severity === "error" ? "✗ " : "! "}
                {finding.title}
              </li>
            ))}
          </ul>
        )}
        <div role="tabpanel" aria-label={LABELS[tab]}>
          {tab === "memory" && (
            <div className="space-y-3">
              <MemoryView
                state={state}
                agentId={agentId}
                onSelectStep={onSelectStep}
              />
              <NearMissList
                misses={state.facts?.nearMisses ?? []}
                onSelectStep={onSelectStep}
              />
            </div>
          )}
          {tab === "fired" && (
            <FireView
              state={state}
              agentId={agentId}
              firedAt={state.triggerRef?.firedAt ?? summary.startTime}
            />
          )}
          {tab === "replay" && (
            <ReplayView
              searches={searches}
              summary={summary}
              agentId={agentId}
              onSelectStep={onSelectStep}
            />
          )}
          {tab === "approval" && (
            <ApprovalView
              state={state}
              waitingFor={waitingFor}
              agentId={agentId}
              onSelectStep={onSelectStep}
            />
          )}
          {tab === "ledger" && state.ledger && (
            <LedgerView
              ledger={state.ledger}
              agentId={agentId}
              runId={summary.id}
            />
          )}
        </div>
      </div>
    </section>
  );
}
