import { DataText } from "../DataText";
import { Link } from "@tanstack/react-router";
import type { FindingRunRef } from "../../model/findings/finding";
import { Badge } from "../Badge";
import { runStatusTone } from "../status-tone";
import { IdText } from "../short-ids/IdText";

/** A run a finding names: straight to it when its agent is known, else through the id lookup. */
export function FindingRunLink({
  run,
  agentHint,
}: {
  run: FindingRunRef;
  agentHint: string | null;
}) {
  const body = (
    <>
      {run.status && (
        <Badge tone={runStatusTone(run.status)} className="mr-1">
          {run.status}
        </Badge>
      )}
      <DataText text={run.label} className="underline" />{" "}
      {/* Enough of the id to tell it from the other runs on screen. */}
      <IdText id={run.runId} className="text-slate-500" />
    </>
  );
  return run.agentId ? (
    <Link
      to="/agents/$agentId/runs/$runId"
      params={{ agentId: run.agentId, runId: run.runId }}
      className="text-accent"
    >
      {body}
    </Link>
  ) : (
    <Link
      to="/"
      search={
        agentHint ? { id: run.runId, agent: agentHint } : { id: run.runId }
      }
      className="text-accent"
    >
      {body}
    </Link>
  );
}
