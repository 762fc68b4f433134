import { Link } from "@tanstack/react-router";
import { formatCount } from "../../model/format/number";
import type { PreviousRunState } from "../../api/useRunFindings";

/** Whether this run's errors were checked against the previous run, and which run that was. */
export function PreviousRunNote({
  state,
  agentId,
}: {
  state: PreviousRunState;
  agentId: string;
}) {
  const className = "ml-auto truncate text-[11px] text-slate-500";
  switch (state.state) {
    case "not-needed":
      return null;
    case "on-request":
      return (
        <button
          type="button"
          onClick={state.request}
          className="ml-auto truncate text-[11px] text-accent underline"
          title={`This run has ${formatCount(state.steps)} steps: the previous run's trace, likely as large, is read only when asked.`}
        >
          Check the errors against the previous run
        </button>
      );
    case "loading":
      return <span className={className}>Checking the previous run…</span>;
    case "none":
      return (
        <span className={className}>
          No earlier run to check the errors against
        </span>
      );
    case "failed":
      return (
        <span className={className} title={state.message}>
          Could not read the previous run
        </span>
      );
    case "compared":
      return (
        <span className={className}>
          Errors checked against the{" "}
          <Link
            to="/agents/$agentId/runs/$runId"
            params={{ agentId, runId: state.run.id }}
            className="text-accent underline"
          >
            previous run
          </Link>
        </span>
      );
  }
}
