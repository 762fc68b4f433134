import { useQueryClient } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { exportRunBundle } from "../../api/export";
import { previousRunQueryOptions } from "../../api/queries";
import type { CopySummaryButton } from "./CopySummaryButton";
import { SaveFileButton } from "./SaveFileButton";

const LABEL = {
  idle: "Export",
  working: "Exporting…",
  done: "Exported",
  failed: "Export failed",
};

/**
 * "Export": the run as one file to hand on (`<agent>-<run>.tracelens.json`, decision 1701)
 * — record, trace, result, spawn tree, the run the compare uses, notes, and a manifest.
 * Secrets are always redacted; with masking on, personal data too, as on screen. Written
 * in the trace worker; the browser saves it as a download.
 */
export function ExportButton({
  agentId,
  runId,
  against,
}: ComponentProps<typeof CopySummaryButton>) {
  const queryClient = useQueryClient();
  const make = async () => {
    // The run the compare uses: the comparison's other run, else the previous run.
    const other =
      against !== undefined
        ? (against?.summary ?? null)
        : (
            await queryClient.fetchQuery(
              previousRunQueryOptions(agentId, runId),
            )
          ).run;
    const exported = await exportRunBundle(
      agentId,
      runId,
      other && { agentId: other.agentId, runId: other.id },
    );
    return {
      file: exported.file,
      fileName: exported.fileName,
      masked: exported.masked,
    };
  };
  return (
    <SaveFileButton
      label={LABEL}
      title="Save this run as one file to hand on (secrets redacted; masked when masking is on)"
      make={make}
    />
  );
}
