import type { ComponentProps } from "react";
import { DownloadRunButton } from "../../features/export/DownloadRunButton";
import { RunActions } from "../../features/export/RunActions";

/** The buttons beside "Copy link": download the run's JSON, and the summary for a ticket. */
export function RunPageActions(props: ComponentProps<typeof RunActions>) {
  return (
    <>
      <DownloadRunButton agentId={props.agentId} runId={props.runId} />
      <RunActions {...props} />
    </>
  );
}
