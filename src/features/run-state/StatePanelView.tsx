import { useState } from "react";
import type { RunState } from "../../api/useRunState";
import type { RunDetail } from "../../model/run";
import { PanelShell } from "../../ui/PanelShell";
import { TabList } from "../../ui/TabList";
import { ApprovalView } from "./ApprovalView";
import { FireView } from "./FireView";
import { LedgerView } from "./LedgerView";
import { MemoryView } from "./MemoryView";
import { NearMissList } from "./NearMissList";
import { ReplayView } from "./ReplayView";
import { STATE_TAB_LABELS as LABELS, type StateTab } from "./state-tabs";
import { DataText } from "../../ui/DataText";

/**
 * The State panel's body for one run whose state is read (`useRunState`): its findings'
 * titles first, then the tabs it has data for (`stateTabsOf`). Shown by the run view's
 * panel and, once per side, by the compare view.
 */
export function StatePanelView({
  state,
  detail,
  tabs,
  agentId,
  onSelectStep,
  label = "State",
  title = "State",
}: {
  state: RunState;
  detail: RunDetail;
  /** Not empty. */
  tabs: StateTab[];
  agentId: string;
  onSelectStep: (path: string) => void;
  /** The region's accessible name: "State", or which side of a comparison. */
  label?: string;
  title?: string;
}) {
  const [chosen, setChosen] = useState<StateTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0]!;
  const summary = detail.summary;
  const searches = state.facts?.facts.assetSearches ?? [];
  const waitingFor = detail.trace?.waitingFor ?? null;
  return (
    <PanelShell
      label={label}
      title={title}
      headerClassName="pb-0"
      tools={
        <TabList
          label="State"
          tabs={tabs}
          labels={LABELS}
          active={tab}
          onSelect={setChosen}
        />
      }
    >
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
                <DataText text={finding.title} />
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
    </PanelShell>
  );
}
