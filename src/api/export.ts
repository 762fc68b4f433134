/** Files the trace worker writes for the page: the bundle to hand on, the run as the source returned it. */
import type { DownloadRunOutput } from "../worker/download-run";
import type { ExportOutput } from "../worker/export-bundle";
import { maskConfig } from "./mask-mode";
import { runModelTask } from "./trace-worker";

export function exportRunBundle(
  agentId: string,
  runId: string,
  previous: { agentId: string; runId: string } | null,
): Promise<ExportOutput> {
  return runModelTask("exportBundle", {
    agentId,
    runId,
    previous,
    mask: maskConfig(),
    createdAt: Date.now(),
  });
}

/** "Download run (JSON)": the trace (or record) as the source returned it (`src/worker/download-run.ts`). */
export function downloadRunJson(
  agentId: string,
  runId: string,
): Promise<DownloadRunOutput> {
  return runModelTask("downloadRun", { agentId, runId, mask: maskConfig() });
}
