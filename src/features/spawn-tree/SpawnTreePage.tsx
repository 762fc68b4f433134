import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { runQueryOptions } from "../../api/queries";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { RunBreadcrumb } from "../../ui/RunBreadcrumb";
import { SpawnTreeTable } from "./SpawnTreeTable";
import { buildSpawnTreeRows, describeTotals } from "./spawn-tree-rows";
import { useSpawnTree } from "./useSpawnTree";

const route = getRouteApi("/agents/$agentId/runs/$runId/tree");

/**
 * `executions tree`: every run in the spawn tree this run belongs to — orchestrator,
 * sub-tasks, consults under other agents — with depth, status, cost and the totals of the
 * whole request. Asking about a child shows its whole tree, with the child marked.
 */
export function SpawnTreePage() {
  const { agentId, runId } = route.useParams();
  const { data: detail } = useSuspenseQuery(runQueryOptions(agentId, runId));
  const { tree, treeError, isLoading } = useSpawnTree(detail, agentId);
  const rows = useMemo(
    () => (tree ? buildSpawnTreeRows(tree, runId, agentId) : []),
    [tree, runId, agentId],
  );
  return (
    <div className="mx-auto max-w-[1400px] space-y-4 p-6">
      <div className="flex items-center gap-3">
        <RunBreadcrumb agentId={agentId} runId={runId} page="tree" />
        <div className="ml-auto">
          <CopyLinkButton />
        </div>
      </div>
      <h1 className="text-xl font-semibold">Spawn tree</h1>
      {isLoading && <p className="text-sm text-slate-500">Loading the tree…</p>}
      {treeError && (
        <p
          role="alert"
          className="rounded-md border border-step-warn-line bg-step-warn-soft p-3 text-sm"
        >
          The spawn tree endpoint did not answer ({treeError.replace(/\.$/, "")}
          ). Shown instead: the tree rebuilt from this run&apos;s own results —
          its root, and the sub-tasks and consults its results name.
        </p>
      )}
      {tree && (
        <>
          <section aria-label="Tree totals" className="text-sm">
            <span className="font-medium">{describeTotals(tree)}</span>
            {tree.rootExecutionId && tree.rootExecutionId !== runId && (
              <span className="text-slate-600">
                {" "}
                · this run is not the root: ▸ marks it
              </span>
            )}
          </section>
          {tree.problems.map((problem) => (
            <p key={problem} className="text-sm text-step-warn">
              {problem}
            </p>
          ))}
          <div className="rounded-md border border-slate-200 p-2">
            <SpawnTreeTable rows={rows} agentHint={agentId} />
          </div>
        </>
      )}
    </div>
  );
}
