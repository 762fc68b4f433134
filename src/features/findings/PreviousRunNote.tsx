import { Link } from "@tanstack/react-router";
import { formatCount } from "../../model/format/number";
import type { PreviousRunState } from "../../api/useRunFindings";
import { markBidiControls } from "../../model/format/bidi-controls";
import {
  previousRunVerdictText,
  type PreviousRunVerdict,
} from "../../model/findings/previous-run-verdict";
import { DataText } from "../../ui/DataText";

const VERDICT_CLASS: Record<PreviousRunVerdict["answer"], string> = {
  yes: "font-semibold text-step-error",
  no: "text-slate-700",
  unknown: "text-step-warn",
};

/**
 * Whether this run's errors were checked against the previous run, which run that was, and
 * the verdict — "Same error in the previous run? yes — 1.1.1 … / no — … / unknown — …".
 */
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
    case "compared": {
      const link = (
        <Link
          to="/agents/$agentId/runs/$runId"
          params={{ agentId, runId: state.run.id }}
          className="text-accent underline"
        >
          previous run
        </Link>
      );
      if (!state.verdict)
        return (
          <span className={className}>
            Checking the errors against the {link}…
          </span>
        );
      const text = previousRunVerdictText(state.verdict);
      return (
        <span
          role="status"
          aria-label={markBidiControls(
            `Same error in the previous run? ${text}`,
          )}
          className={className}
          title={markBidiControls(text)}
        >
          Same error in the {link}?{" "}
          <span className={VERDICT_CLASS[state.verdict.answer]}>
            <DataText text={text} />
          </span>
        </span>
      );
    }
  }
}
