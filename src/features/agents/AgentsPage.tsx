import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { agentsQueryOptions, sourceQueryOptions } from "../../api/queries";
import { DataText } from "../../ui/DataText";
import { SourceProblems } from "../../ui/SourceProblems";
import { DemoRunsGuide } from "./DemoRunsGuide";

/** The start page: where runs come from, and every agent, each opening its runs. */
export function AgentsPage() {
  const { data: agents } = useSuspenseQuery(agentsQueryOptions());
  const { data: source } = useSuspenseQuery(sourceQueryOptions());
  return (
    <div className="mx-auto max-w-5xl space-y-6 p-6">
      <section>
        <h1 className="text-xl font-semibold">Agents</h1>
        <p className="mt-1 text-sm text-slate-600">{source.label}</p>
        {source.healthError && (
          <p className="mt-2 text-sm text-step-error">{source.healthError}</p>
        )}
      </section>
      <SourceProblems problems={source.problems} />
      <DemoRunsGuide runs={source.demoRuns} />
      {agents.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          No agents.{" "}
          {source.kind === "traces"
            ? "The folder holds no readable saved runs."
            : "The token sees no agents in this tenant."}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
          aria-label="Agents"
        >
          {agents.map((agent) => (
            <li key={agent.id}>
              <Link
                to="/agents/$agentId/runs"
                params={{ agentId: agent.id }}
                className="block px-4 py-3 hover:bg-slate-50"
              >
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <DataText
                    className="font-medium text-slate-900"
                    text={agent.displayName}
                  />
                  <span className="font-mono text-xs text-slate-500">
                    {agent.id}
                  </span>
                  {agent.currentRevision !== null && (
                    <span className="text-xs text-slate-500">
                      revision {agent.currentRevision}
                    </span>
                  )}
                  {agent.enabled === false && (
                    <span className="text-xs text-step-warn">disabled</span>
                  )}
                </span>
                {agent.description && (
                  <span className="mt-0.5 block truncate text-sm text-slate-600">
                    <DataText text={agent.description} />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
