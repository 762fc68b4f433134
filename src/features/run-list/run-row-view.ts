/** A run list row's display data, computed once per page rather than in each render. */
import { isUndelivered, neverRan } from "../../model/run-metrics";
import type { RunSummary } from "../../model/run";
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCompact } from "../../model/format/number";

/**
 * Whom the run served, as its record's trigger says (`participantDisplayName`, else the
 * bare `participantId`); null when the record names nobody. With masking on the record
 * arrives masked from the worker, so the name here is already "Customer A".
 */
export type RunCustomer = { name: string } | { id: string } | null;

export interface RunRowView {
  run: RunSummary;
  isUndelivered: boolean;
  isOpen: boolean;
  /** REJECTED: refused before it started, so it has no span and spent no tokens. */
  neverRan: boolean;
  customer: RunCustomer;
  spanText: string;
  costText: string;
  tokensText: string;
  /** The tokens as a phrase for the narrow layout's line under the subject. */
  tokensPhrase: string;
}

export function toRunRowView(run: RunSummary, now: number): RunRowView {
  const didNotRun = neverRan(run.status);
  const isOpen = run.startTime !== null && run.endTime === null && !didNotRun;
  const span =
    run.startTime === null
      ? null
      : (run.endTime ?? (isOpen ? now : run.startTime)) - run.startTime;
  const tokens = run.tokens.total;
  // A refused run's zero is not a measurement of work done: say it did not run. A count
  // it does report (never seen, but the record would say so) is shown as it is.
  const tokensText = didNotRun && !tokens ? "not run" : tokensCount(tokens);
  return {
    run,
    isUndelivered: isUndelivered(run),
    isOpen,
    neverRan: didNotRun,
    customer: customerOf(run),
    spanText: didNotRun
      ? "not run"
      : span === null
        ? "—"
        : isOpen
          ? `${formatDuration(span)} so far`
          : formatDuration(span),
    costText: formatCost(run.costs.total),
    tokensText,
    tokensPhrase: tokensText === "not run" ? "not run" : `${tokensText} tokens`,
  };
}

function tokensCount(total: number | null): string {
  return total === null ? "—" : formatCompact(total);
}

function customerOf(run: RunSummary): RunCustomer {
  const name = run.trigger?.participantDisplayName?.trim();
  if (name) return { name };
  const id = run.trigger?.participantId?.trim();
  return id ? { id } : null;
}
