import { formatDuration } from "../../model/format/duration";
import type { TimeRange } from "../../model/timeline/time-range";
import { ToolbarButton } from "../../ui/ToolbarButton";
import { atText } from "./timeline-style";

const rangeWords = (range: TimeRange) =>
  `${atText(range.from)} → ${atText(range.to)} (${formatDuration(range.to - range.from)})`;

/**
 * The range chosen on the axis and what to do with it — zoom to it, or keep only the steps
 * inside it in the tree and the timeline (the URL's `range`) — and the range applied, with
 * the way back to every step.
 */
export function TimelineRanges({
  chosen,
  applied,
  onZoom,
  onApply,
  onClear,
  onDismiss,
}: {
  chosen: TimeRange | null;
  applied: TimeRange | null;
  onZoom: (range: TimeRange) => void;
  onApply: (range: TimeRange) => void;
  onClear: () => void;
  onDismiss: () => void;
}) {
  if (!chosen && !applied) return null;
  return (
    <div className="space-y-1 text-xs">
      {chosen && (
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label="Chosen stretch"
        >
          <span>Chosen {rangeWords(chosen)}</span>
          <ToolbarButton
            label="Zoom to the chosen stretch"
            onClick={() => onZoom(chosen)}
          >
            Zoom to it
          </ToolbarButton>
          <ToolbarButton
            label="Show only the steps inside the chosen stretch"
            onClick={() => onApply(chosen)}
          >
            Show only the steps inside
          </ToolbarButton>
          <ToolbarButton label="Forget the chosen stretch" onClick={onDismiss}>
            ×
          </ToolbarButton>
        </div>
      )}
      {applied && (
        <div
          className="flex flex-wrap items-center gap-2 text-step-ok"
          role="status"
        >
          <span>
            The tree and the timeline show only the steps inside{" "}
            {rangeWords(applied)}.
          </span>
          <ToolbarButton label="Show all steps" onClick={onClear}>
            Show all steps
          </ToolbarButton>
        </div>
      )}
    </div>
  );
}
