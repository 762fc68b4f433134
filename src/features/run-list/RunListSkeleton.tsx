import { getRouteApi } from "@tanstack/react-router";
import { RunListHeading } from "./RunListHeading";
import { TableSkeleton } from "../../ui/TableSkeleton";

const route = getRouteApi("/agents/$agentId/runs/");

/** The runs page while its first page of runs loads: the frame, with placeholder rows. */
export function RunListSkeleton() {
  const { agentId } = route.useParams();
  return (
    <div className="mx-auto max-w-[1400px] space-y-2 px-6 py-3">
      <RunListHeading agentId={agentId} />
      <TableSkeleton label="Loading runs" columns={8} />
    </div>
  );
}
