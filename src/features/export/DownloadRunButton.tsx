import { downloadRunJson } from "../../api/export";
import { SaveFileButton } from "./SaveFileButton";

const LABEL = {
  idle: "Download run (JSON)",
  working: "Downloading…",
  done: "Downloaded",
  failed: "Download failed",
};

/**
 * "Download run (JSON)": the run's trace as the source returned it (its record when it has
 * no trace), masked when masking is on — for `jq`, a script, or `--traces` later
 * (`src/worker/download-run.ts`). Export is the file to hand on.
 */
export function DownloadRunButton({
  agentId,
  runId,
}: {
  agentId: string;
  runId: string;
}) {
  return (
    <SaveFileButton
      label={LABEL}
      title="Save the trace as the source returned it (the record, for a run without a trace); masked when masking is on, secrets not redacted"
      make={() => downloadRunJson(agentId, runId)}
    />
  );
}
