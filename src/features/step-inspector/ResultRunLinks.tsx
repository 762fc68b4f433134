import { Link, useParams } from "@tanstack/react-router";
import { useMemo } from "react";
import { resultRecordRefs } from "../../model/decode/record-refs";
import type { StepResult } from "../../model/run";
import { Badge } from "../../ui/Badge";
import { runStatusTone } from "../../ui/status-tone";

/**
 * Every `execution_record_id` the decoded result names (spawned sub-tasks, the run that
 * answered a consult), as links to those runs. Their agent may differ from this run's, so
 * the links go through the id lookup, asking this run's agent first.
 */
export function ResultRunLinks({ result }: { result: StepResult | null }) {
  const { agentId } = useParams({ strict: false });
  const refs = useMemo(() => resultRecordRefs(result), [result]);
  if (refs.length === 0) return null;
  return (
    <nav
      aria-label="Runs named in this result"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-2 py-1.5 text-xs"
    >
      <span className="text-slate-500">
        Run{refs.length === 1 ? "" : "s"} named here:
      </span>
      {refs.map((ref) => (
        <Link
          key={ref.id}
          to="/"
          search={{ id: ref.id, agent: agentId }}
          className="inline-flex items-center gap-1 text-accent"
        >
          {ref.status && (
            <Badge tone={runStatusTone(ref.status)}>{ref.status}</Badge>
          )}
          <span className="font-mono underline">{ref.id}</span>
        </Link>
      ))}
    </nav>
  );
}
