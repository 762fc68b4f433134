import { formatDuration } from "../../model/format/duration";
import type { ListedGap } from "../../model/timeline/timeline-summary";
import { atText } from "./timeline-style";
import { TimelineStepLink } from "./TimelineStepLink";

/**
 * The largest stretches where no step ran, largest first, each with the steps either side
 * as links ("4m 12s with no step running, after 1.1.3 … before 1.1.4"), and a button that
 * shows it on the axis.
 */
export function TimelineGapList({
  gaps,
  onShow,
}: {
  gaps: readonly ListedGap[];
  onShow: (gap: ListedGap) => void;
}) {
  if (gaps.length === 0)
    return (
      <p className="text-xs text-slate-600">
        No stretch without a running step: every moment of the run is covered by
        a step.
      </p>
    );
  return (
    <ol className="space-y-1 text-xs" aria-label="Largest gaps">
      {gaps.map((gap) => (
        <li
          key={`${gap.parent?.index ?? "run"}-${gap.start}`}
          className="leading-5"
        >
          <button
            type="button"
            onClick={() => onShow(gap)}
            className="font-medium text-slate-900 underline decoration-dotted"
            title="Show it on the axis"
          >
            {formatDuration(gap.stop - gap.start)}{" "}
            {gap.waitLabel
              ? `waiting for ${gap.waitLabel}`
              : "with no step running"}
          </button>{" "}
          <span className="text-slate-600">
            at {atText(gap.start)}
            {gap.parent ? (
              <>
                {" "}
                in <TimelineStepLink {...gap.parent} />
              </>
            ) : (
              " in the run"
            )}
          </span>
          <br />
          <span className="text-slate-600">
            after{" "}
            {gap.before ? (
              <TimelineStepLink {...gap.before} />
            ) : (
              "the run's start"
            )}{" "}
            · before{" "}
            {gap.after ? <TimelineStepLink {...gap.after} /> : "the run's end"}
          </span>
        </li>
      ))}
    </ol>
  );
}
