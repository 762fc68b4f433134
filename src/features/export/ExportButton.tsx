import { useQueryClient } from "@tanstack/react-query";
import { useState, type ComponentProps } from "react";
import { exportRunBundle } from "../../api/export";
import { previousRunQueryOptions } from "../../api/queries";
import type { CopySummaryButton } from "../findings/CopySummaryButton";

type State =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "done"; masked: boolean }
  | { kind: "failed"; message: string };

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
  const [state, setState] = useState<State>({ kind: "idle" });
  const queryClient = useQueryClient();
  const run = async () => {
    setState({ kind: "working" });
    try {
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
      saveFile(exported.file, exported.fileName);
      setState({ kind: "done", masked: exported.masked });
    } catch (error) {
      setState({ kind: "failed", message: (error as Error).message });
    }
  };
  const label =
    state.kind === "working"
      ? "Exporting…"
      : state.kind === "done"
        ? state.masked
          ? "Exported (masked)"
          : "Exported"
        : state.kind === "failed"
          ? "Export failed"
          : "Export";
  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={state.kind === "working"}
      title={
        state.kind === "failed"
          ? state.message
          : "Save this run as one file to hand on (secrets redacted; masked when masking is on)"
      }
      className="rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-60"
    >
      {label}
    </button>
  );
}

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // The download has started once the click returns; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
