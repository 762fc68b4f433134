import type { ComponentProps } from "react";
import { CopySummaryButton } from "./CopySummaryButton";
import { ExportButton } from "./ExportButton";

/** The run and compare pages' actions: export the run as a file, copy the summary. */
export function RunActions(props: ComponentProps<typeof CopySummaryButton>) {
  return (
    <>
      <ExportButton {...props} />
      <CopySummaryButton {...props} />
    </>
  );
}
