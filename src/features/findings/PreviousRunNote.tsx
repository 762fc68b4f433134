import { Link } from "@tanstack/react-router";
import type { PreviousRunState } from "./useRunFindings";

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
