import { useId } from "react";
import { formatTimestamp } from "../../model/format/time";
import type { RunSummary } from "../../model/run";
import { useTimeZoneMode } from "../../ui/time-zone";
import { useShortIds } from "../../ui/short-ids/useShortIds";

/**
 * Pick the run to compare with: the runs of this agent that started before this one,
 * newest first, each with its status, kind and start time. "Previous run" lets the page
 * choose (and explain) again.
 */
export function AgainstPicker({
  current,
  againstId,
  runs,
  onChange,
}: {
  current: RunSummary;
  /** The run picked by hand, if any. */
  againstId: string | undefined;
  runs: RunSummary[];
  onChange: (runId: string | undefined) => void;
}) {
  const id = useId();
  const zone = useTimeZoneMode();
  const options = runs.filter((run) => run.id !== current.id);
  const isListed = options.some((run) => run.id === againstId);
  // Enough of each id to tell the listed runs and the others on screen apart (ids of one
  // tenant can share 8+ characters); the option's value is the whole id.
  const shortIds = useShortIds(options.map((run) => run.id));
  return (
    <div className="flex shrink-0 items-center gap-2 text-xs">
      <label htmlFor={id} className="font-medium text-slate-600">
        Compare with
      </label>
      <select
        id={id}
        value={againstId ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="max-w-[20rem] rounded border border-slate-300 bg-white px-1.5 py-1 font-mono"
      >
        <option value="">Previous run (chosen automatically)</option>
        {againstId !== undefined && !isListed && (
          <option value={againstId}>{againstId}</option>
        )}
        {options.map((run) => (
          <option key={run.id} value={run.id}>
            {[
              shortIds.get(run.id)?.text,
              run.status ?? "—",
              run.runType,
              formatTimestamp(run.startTime, zone),
              run.subject,
            ]
              .filter(Boolean)
              .join(" · ")}
          </option>
        ))}
      </select>
    </div>
  );
}
