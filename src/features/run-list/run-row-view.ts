/** A run list row's display data, computed once per page rather than in each render. */
import { isUndelivered } from "../../model/run-metrics";
import type { RunSummary } from "../../model/run";
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCompact } from "../../model/format/number";

export interface RunRowView {
  run: RunSummary;
  isUndelivered: boolean;
  isOpen: boolean;
  spanText: string;
  costText: string;
  tokensText: string;
}

export function toRunRowView(run: RunSummary, now: number): RunRowView {
  const isOpen =
    run.startTime !== null && run.endTime === null && run.status !== "REJECTED";
  const span =
    run.startTime === null
      ? null
      : (run.endTime ?? (isOpen ? now : run.startTime)) - run.startTime;
  return {
    run,
    isUndelivered: isUndelivered(run),
    isOpen,
    spanText:
      span === null
        ? "—"
        : isOpen
          ? `${formatDuration(span)} so far`
          : formatDuration(span),
    costText: formatCost(run.costs.total),
    tokensText:
      run.tokens.total === null ? "—" : formatCompact(run.tokens.total),
  };
}
