import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { agentsQueryOptions, runListQueryOptions } from "../../api/queries";
import { DataText } from "../../ui/DataText";
import { Badge } from "../../ui/Badge";
import { runStatusTone } from "../../ui/status-tone";
import { Timestamp } from "../../ui/Timestamp";

const SHOWN = 12;

interface Window {
  since?: string;
  until?: string;
}

/** The likely agent's runs in the window, or, when the link names no agent, every agent. */
export function NearbyRuns({
  agentHint,
  window,
}: {
  agentHint: string | null;
  window: Window;
}) {
  return agentHint ? (
    <AgentRuns agentId={agentHint} window={window} />
  ) : (
    <AgentChoice window={window} />
  );
}

function AgentRuns({ agentId, window }: { agentId: string; window: Window }) {
  const { data, error } = useQuery(runListQueryOptions(agentId, window));
  return (
    <section aria-label={`Runs of ${agentId}`} className="space-y-2">
      <h2 className="font-semibold">
        Runs of <span className="font-mono">{agentId}</span>
        {window.since ? " around that time" : ""}
      </h2>
      {error && <p className="text-step-error">{error.message}</p>}
      {data && data.runs.length === 0 && (
        <p className="text-slate-600">No runs in that window.</p>
      )}
      {data && data.runs.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded border border-slate-200">
          {data.runs.slice(0, SHOWN).map((run) => (
            <li key={run.id}>
              <Link
                to="/agents/$agentId/runs/$runId"
                params={{ agentId, runId: run.id }}
                className="flex items-center gap-3 px-3 py-1.5 hover:bg-slate-50"
              >
                <Badge tone={runStatusTone(run.status)}>
                  {run.status ?? "—"}
                </Badge>
                <Timestamp ms={run.startTime} showRelative={false} />
                <DataText
                  className="truncate text-slate-700"
                  text={run.subject ?? run.id}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/agents/$agentId/runs"
        params={{ agentId }}
        search={window}
        className="inline-block text-accent underline"
      >
        Open the runs list of {agentId}
        {window.since ? " for that window" : ""}
      </Link>
    </section>
  );
}

function AgentChoice({ window }: { window: Window }) {
  const { data, error } = useQuery(agentsQueryOptions());
  return (
    <section aria-label="Agents" className="space-y-2">
      <h2 className="font-semibold">
        The link names no agent: whose runs should we look through?
      </h2>
      {error && <p className="text-step-error">{error.message}</p>}
      <ul className="flex flex-wrap gap-2">
        {data?.map((agent) => (
          <li key={agent.id}>
            <Link
              to="/agents/$agentId/runs"
              params={{ agentId: agent.id }}
              search={window}
              className="inline-block rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
            >
              <DataText text={agent.displayName} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
