import { Link } from "@tanstack/react-router";
import type { PreviousRunChoice } from "../../model/previous-run";
import type { RunDetail, RunSummary } from "../../model/run";
import { runStatus } from "../../model/run-metrics";
import { Badge } from "../../ui/Badge";
import { runStatusTone } from "../../ui/status-tone";
import { Timestamp } from "../../ui/Timestamp";
import { IdText } from "../../ui/short-ids/IdText";
import { AgainstPicker } from "./AgainstPicker";

/**
 * Which two runs are compared: the other run (left) and this run (right), each openable as
 * a normal run; why the other run was chosen (the previous run, and by which rule, or
 * picked by hand); and a picker of earlier runs to compare with instead.
 */
export function ComparePartner({
  agentId,
  current,
  other,
  againstId,
  isChosenByHand,
  previous,
  earlierRuns,
  onChangeAgainst,
}: {
  agentId: string;
  current: RunDetail;
  other: RunDetail | undefined;
  againstId: string | undefined;
  isChosenByHand: boolean;
  previous: PreviousRunChoice | undefined;
  earlierRuns: RunSummary[];
  onChangeAgainst: (runId: string | undefined) => void;
}) {
  const isPrevious = previous?.run?.id === againstId;
  const why =
    againstId === current.summary.id
      ? "This is the run itself: every step pairs with itself."
      : !isChosenByHand
        ? (previous?.reason ??
          "Looking for the run that started before this one…")
        : isPrevious
          ? `Picked by hand; it is also the previous run. ${previous?.reason ?? ""}`
          : "Picked by hand.";
  return (
    <section aria-label="Compared runs" className="space-y-2">
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <RunCard
          agentId={agentId}
          title="Other run (left)"
          runId={againstId}
          detail={other}
        />
        <RunCard
          agentId={agentId}
          title="This run (right)"
          runId={current.summary.id}
          detail={current}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="min-w-0 flex-1 text-slate-700">
          <span className="font-semibold">
            {isChosenByHand
              ? "Chosen run: "
              : "Compared with the previous run: "}
          </span>
          {why}
        </p>
        <AgainstPicker
          current={current.summary}
          againstId={isChosenByHand ? againstId : undefined}
          runs={earlierRuns}
          onChange={onChangeAgainst}
        />
      </div>
    </section>
  );
}

function RunCard({
  agentId,
  title,
  runId,
  detail,
}: {
  agentId: string;
  title: string;
  runId: string | undefined;
  detail: RunDetail | undefined;
}) {
  const status = detail ? runStatus(detail) : null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 rounded-md border border-slate-200 px-2.5 py-1.5 text-sm">
      <span className="shrink-0 text-xs font-semibold uppercase text-slate-500">
        {title}
      </span>
      {runId === undefined ? (
        <span className="text-slate-500">none</span>
      ) : (
        <>
          {/* Enough of the id to tell the runs on screen apart (the title has it whole). */}
          <IdText id={runId} className="text-xs font-semibold" />
          {status && <Badge tone={runStatusTone(status)}>{status}</Badge>}
          {detail && (
            <span className="shrink-0 text-xs text-slate-600">
              <Timestamp ms={detail.summary.startTime} />
            </span>
          )}
          <Link
            to="/agents/$agentId/runs/$runId"
            params={{ agentId, runId }}
            className="ml-auto shrink-0 text-xs font-medium text-accent hover:underline"
          >
            Open as run
          </Link>
        </>
      )}
    </div>
  );
}
