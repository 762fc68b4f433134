/** "Export": the run written as a bundle by the trace worker (`src/worker/export-bundle.ts`). */
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
