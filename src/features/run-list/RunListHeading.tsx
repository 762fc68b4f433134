import { RunBreadcrumb } from "../../ui/RunBreadcrumb";

/** The way back and the page's title on one line: the room below is the table's. */
export function RunListHeading({ agentId }: { agentId: string }) {
  return (
    <div className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
      <RunBreadcrumb agentId={agentId} />
      <h1 className="text-lg font-semibold">Runs of {agentId}</h1>
    </div>
  );
}
