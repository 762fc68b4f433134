import type { TraceLoad } from "../../api/trace-load";
import { formatBytes } from "../../model/format/bytes";
import { formatCount } from "../../model/format/number";
import { useNow } from "../../ui/useNow";

/** Below this, a trace loads too fast for progress to be worth showing. */
const SHOW_AFTER_MS = 300;

/**
 * A trace on its way: bytes received of the expected total (when the proxy says), steps
 * read so far, time elapsed, and Cancel. Rows already read show below it meanwhile.
 */
export function TraceProgress({
  load,
  onCancel,
}: {
  load: TraceLoad;
  onCancel: () => void;
}) {
  const now = useNow(250);
  const elapsed = Math.max(0, now - load.startedAt);
  if (elapsed < SHOW_AFTER_MS) return null;
  const { bytes, expectedBytes, steps } = load.progress;
  const percent =
    expectedBytes !== null
      ? Math.min(100, (bytes / expectedBytes) * 100)
      : null;
  return (
    <div
      role="status"
      aria-label="Trace loading"
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <span className="font-medium">Loading the trace</span>
      <progress
        className="h-2 w-40"
        aria-label="Bytes received"
        max={expectedBytes ?? undefined}
        value={expectedBytes !== null ? bytes : undefined}
      />
      <span className="tabular-nums text-slate-700">
        {formatBytes(bytes)}
        {expectedBytes !== null &&
          ` of ${formatBytes(expectedBytes)} (${Math.floor(percent!)}%)`}
      </span>
      <span className="tabular-nums text-slate-700">
        {formatCount(steps)} step{steps === 1 ? "" : "s"} read
      </span>
      <span className="tabular-nums text-slate-500">
        {(elapsed / 1000).toFixed(1)} s
      </span>
      <button
        type="button"
        onClick={onCancel}
        className="ml-auto rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50"
      >
        Cancel
      </button>
    </div>
  );
}
