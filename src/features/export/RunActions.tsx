import type { RunDetail } from "../../model/run";
import { CopySummaryButton } from "../findings/CopySummaryButton";
import { ExportButton } from "./ExportButton";

/** The run and compare pages' actions: export the run as a file, copy the summary. */
export function RunActions(props: {
  detail: RunDetail;
  agentId: string;
  runId: string;
  against?: RunDetail | null;
}) {
  return (
    <>
      <ExportButton {...props} />
      <CopySummaryButton {...props} />
    </>
  );
}
