import { getRouteApi } from "@tanstack/react-router";
import { RunBreadcrumb } from "../../ui/RunBreadcrumb";
import { TableSkeleton } from "../../ui/TableSkeleton";

const route = getRouteApi("/agents/$agentId/runs/");

/** The runs page while its first page of runs loads: the frame, with placeholder rows. */
export function RunListSkeleton() {
  const { agentId } = route.useParams();
  return (
    <div className="mx-auto max-w-[1400px] space-y-4 p-6">
      <RunBreadcrumb agentId={agentId} />
      <h1 className="text-xl font-semibold">Runs of {agentId}</h1>
      <TableSkeleton label="Loading runs" columns={7} />
    </div>
  );
}
