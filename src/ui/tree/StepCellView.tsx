import { DataText } from "../DataText";
import type { StepCell } from "../../model/tree/step-cell";
import { cn } from "../cn";
import { stepOutcomeTone, TONE_TEXT } from "../status-tone";

/**
 * One step as a tree row shows it, from its precomputed cell:
 * `1.1.3  TOOL · Search Emails  SUCCESS · 4.8s  ✗ error · google_gmail/search`.
 * `side` is the narrow form of one half of a compare row: path, name, status, duration.
 */
export function StepCellView({
  cell,
  side = false,
  noteCount = 0,
  hiddenErrors = null,
}: {
  cell: StepCell;
  side?: boolean;
  /** Notes pinned to the step during a review: a marker after the name when any. */
  noteCount?: number;
  /** What a closed row holds that failed ("2 failed steps inside"): a marker after the name. */
  hiddenErrors?: string | null;
}) {
  const status = (
    <span
      className={cn(
        "shrink-0 text-[11px] font-semibold",
        TONE_TEXT[stepOutcomeTone(cell.outcome)],
      )}
    >
      {side && cell.error ? "✗ ERROR" : cell.statusText}
    </span>
  );
  // Half a compare row under 15rem shows the name rather than the duration (the diff
  // panel has both steps' timings).
  const duration = cell.durationText && (
    <span
      className={cn(
        "shrink-0 text-xs text-slate-500 tabular-nums",
        side && "@max-[15rem]:hidden",
      )}
    >
      {cell.durationText}
    </span>
  );
  return (
    <>
      <span className="shrink-0 font-mono text-xs text-slate-500 tabular-nums">
        {cell.path}
      </span>
      {!side && (
        <span className="shrink-0 text-[11px] font-semibold text-slate-500">
          {cell.type}
        </span>
      )}
      <DataText
        text={cell.name}
        className="truncate font-medium text-slate-900"
      />
      {noteCount > 0 && (
        <span
          data-testid={`note-marker-${cell.path}`}
          title={`${noteCount} ${noteCount === 1 ? "note" : "notes"} on this step`}
          className="shrink-0 rounded bg-step-warn-soft px-1 text-[10px] font-semibold text-step-warn"
        >
          ✎ {noteCount}
        </span>
      )}
      {hiddenErrors && (
        <span
          data-testid={`errors-inside-${cell.path}`}
          className="shrink-0 rounded bg-step-error-soft px-1 text-[10px] font-semibold text-step-error"
        >
          ✗ {hiddenErrors}
        </span>
      )}
      {!side &&
        cell.tags.map((tag) => (
          <span
            key={tag}
            className="shrink-0 rounded bg-accent-soft px-1 text-[10px] font-semibold text-accent"
          >
            {tag}
          </span>
        ))}
      {status}
      {duration}
      {!side && cell.isPartialResult && (
        <span
          className="shrink-0 rounded bg-step-warn-soft px-1 text-[10px] font-semibold text-step-warn"
          title="The model saw only part of this result"
        >
          PARTIAL RESULT
        </span>
      )}
      {!side && cell.hasProblems && (
        <span
          className="shrink-0 text-[10px] font-semibold text-step-warn"
          title="This step does not match the documented shape"
        >
          MALFORMED
        </span>
      )}
      {/* The error and the marks before the tool's id: the row is as wide as its content
          and a narrow tree shows its start, so what went wrong must come first. */}
      {!side && cell.error && (
        <span className="truncate text-xs text-step-error">
          ✗ <DataText text={cell.error} title={cell.error} />
        </span>
      )}
      {!side && cell.detail && (
        <span className="shrink-0 truncate font-mono text-[11px] text-slate-500">
          {cell.detail}
        </span>
      )}
    </>
  );
}
