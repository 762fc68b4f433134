/**
 * "Download run (JSON)": the run as the source returned it — its `:trace` answer (what
 * `fruxon agents executions trace <agent> <id> -o json` saves, and what `--traces` and
 * **Open file** read back), or, for a run that has no trace (REJECTED), its record. With
 * masking on, personal data is masked by the page's masker (the same people, the same
 * letters as on screen, decision 1702); otherwise nothing is changed. Secrets are not
 * redacted: this is the reader's own copy of what their token can read — **Export** is
 * the file to hand on (decision 1703).
 *
 * The file's bytes go to the page as a `Blob`, as the export's do.
 */
import { runFileName } from "../model/bundle/bundle-schema";
import { ApiError } from "../api/client";
import type { MaskConfig } from "../model/mask/mask-registry";
import type { TaskContext } from "./tasks";

export interface DownloadRunInput {
  agentId: string;
  runId: string;
  mask: MaskConfig | null;
}

export interface DownloadRunOutput {
  fileName: string;
  file: Blob;
  /** Which answer the file holds. */
  holds: "trace" | "record";
  masked: boolean;
}

export async function downloadRun(
  input: DownloadRunInput,
  context: TaskContext,
): Promise<DownloadRunOutput> {
  const path = `/api/agents/${encodeURIComponent(input.agentId)}/runs/${encodeURIComponent(input.runId)}`;
  const [record, trace] = await Promise.all([
    context.fetchJson(path),
    context.fetchJson(`${path}/trace`).catch((error: unknown) => {
      // A run that never ran has no trace: its record is all the source holds.
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  ]);
  const holds = trace === null ? "record" : "trace";
  let json = trace ?? record;
  if (input.mask) {
    // The record names the run's people first, as on screen, so the letters match.
    context.masking.observe(record);
    json = await context.masking.maskJson(json, input.mask);
  }
  return {
    fileName: runFileName(input.agentId, input.runId, `.${holds}.json`),
    file: new Blob([JSON.stringify(json)], {
      type: "application/json",
    }),
    holds,
    masked: input.mask !== null,
  };
}
