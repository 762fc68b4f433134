import { Link } from "@tanstack/react-router";
import { IdText } from "../../ui/short-ids/IdText";
import type { RunState } from "../../api/useRunState";
import { stableStringify } from "../../model/format/stable-json";
import { attemptsOf } from "../../model/state/ledger";
import { loadedValue } from "../../model/topic/topic";
import { cn } from "../../ui/cn";
import { Timestamp } from "../../ui/Timestamp";
import { AutomationBill } from "./AutomationBill";
import { StatePartNote } from "./StatePartNote";

/**
 * A LEDGER_ITEM run's work item: stage, status and accumulated data; every transition
 * with its run linked (this run marked — a run shows one attempt, the transition log shows
 * why there was a third); a WAITING item's batch and that batch's delivery; an IGNORED
 * item's reason. Then the automation's passes and exclusion reasons.
 */
export function LedgerView({
  ledger,
  agentId,
  runId,
}: {
  ledger: NonNullable<RunState["ledger"]>;
  agentId: string;
  runId: string;
}) {
  const { item, batch } = ledger;
  const transitions = ledger.transitions
    ? loadedValue(ledger.transitions)
    : null;
  const attempts = transitions ? attemptsOf(transitions) : [];
  const attemptNumber =
    attempts.findIndex((attempt) => attempt.runId === runId) + 1;
  return (
    <div className="space-y-3 text-xs">
      <StatePartNote name="The ledger item" part={ledger.items} />
      {ledger.items.state === "loaded" && !item && (
        <p>The ledger holds no item for this run's item key.</p>
      )}
      {item && (
        <dl className="grid grid-cols-[8rem_1fr] gap-x-2 gap-y-1">
          <dt className="text-slate-500">Item</dt>
          <dd>
            <code className="font-mono">{item.itemKey ?? item.id}</code>
          </dd>
          <dt className="text-slate-500">Stage · status</dt>
          <dd className="font-medium">
            {item.stage ?? "?"} · {item.status ?? "?"}
          </dd>
          {item.status === "IGNORED" && (
            <>
              <dt className="text-slate-500">Ignored because</dt>
              <dd>{item.ignoreReason ?? "no reason recorded"}</dd>
            </>
          )}
          {item.batchId && (
            <>
              <dt className="text-slate-500">Batch</dt>
              <dd>
                <code className="font-mono">{item.batchId}</code>
                {batch ? (
                  <>
                    {" "}
                    · delivery{" "}
                    <span
                      className={cn(
                        "font-semibold",
                        batch.delivery === "UNDELIVERABLE" ||
                          batch.delivery === "FAILED"
                          ? "text-step-error"
                          : "",
                      )}
                    >
                      {batch.delivery ?? "unknown"}
                    </span>
                    {batch.expiresAt && (
                      <>
                        {" "}
                        · expires <Timestamp ms={batch.expiresAt} />
                      </>
                    )}
                  </>
                ) : (
                  ledger.batches.state === "loaded" &&
                  " · not among the open batches"
                )}
              </dd>
            </>
          )}
          <dt className="text-slate-500">Data</dt>
          <dd>
            <pre className="max-h-32 overflow-auto rounded bg-slate-50 p-1 font-mono text-[11px]">
              {stableStringify(item.data)}
            </pre>
          </dd>
        </dl>
      )}
      <StatePartNote name="Open batches" part={ledger.batches} />
      {ledger.transitions && (
        <StatePartNote name="Transitions" part={ledger.transitions} />
      )}
      {transitions && (
        <section aria-label="Transitions">
          <h3 className="font-semibold">
            Transitions
            {attemptNumber > 0 &&
              ` — this run is attempt ${attemptNumber} of ${attempts.length}`}
          </h3>
          <table className="mt-1 w-full text-left">
            <thead className="text-slate-500">
              <tr>
                <th className="font-normal">When</th>
                <th className="font-normal">From → to</th>
                <th className="font-normal">Run</th>
                <th className="font-normal">Reason</th>
              </tr>
            </thead>
            <tbody>
              {transitions.map((transition, i) => {
                const isThis = transition.executionRecordId === runId;
                return (
                  <tr
                    key={i}
                    className={cn(isThis && "bg-accent-soft font-medium")}
                  >
                    <td>
                      <Timestamp ms={transition.at} showRelative={false} />
                    </td>
                    <td>
                      {transition.fromStage ?? "—"}/
                      {transition.fromStatus ?? "—"} →{" "}
                      {transition.toStage ?? "—"}/{transition.toStatus ?? "—"}
                    </td>
                    <td>
                      {transition.executionRecordId ? (
                        isThis ? (
                          "this run"
                        ) : (
                          <Link
                            to="/agents/$agentId/runs/$runId"
                            params={{
                              agentId,
                              runId: transition.executionRecordId,
                            }}
                            className="text-accent underline"
                          >
                            <IdText id={transition.executionRecordId} />
                          </Link>
                        )
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>{transition.reason ?? ""}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <AutomationBill passes={ledger.passes} exclusions={ledger.exclusions} />
    </div>
  );
}
