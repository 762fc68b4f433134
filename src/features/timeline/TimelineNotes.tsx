import { formatDuration } from "../../model/format/duration";
import type { TimelineSummary } from "../../model/timeline/timeline-summary";
import { waitWords } from "./TimelineMarks";
import { TimelineStepLink } from "./TimelineStepLink";

/**
 * What the run's time hides, said in words above the axis: the outer step's own duration
 * against the run span (the duration trap), and each wait with what it waited on and the
 * step it happened in.
 */
export function TimelineNotes({ summary }: { summary: TimelineSummary }) {
  const { trap, waits } = summary;
  if (!trap && waits.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs">
      {trap && (
        <li className="text-step-warn" data-testid="timeline-trap">
          Step{" "}
          <TimelineStepLink path={trap.outer.path} name={trap.outer.name}>
            {trap.outer.path}
          </TimelineStepLink>{" "}
          reports {formatDuration(trap.outerMs)} — only its last segment; the
          run spanned {formatDuration(trap.spanMs)} (trace end − start).
        </li>
      )}
      {waits.map((wait) => (
        <li
          key={`${wait.source}-${wait.start}`}
          className="text-step-warn"
          data-testid="timeline-wait-note"
        >
          {capitalised(waitWords(wait))}
          {wait.stepName && (
            <>
              {" "}
              — in step{" "}
              <TimelineStepLink
                path={wait.stepName.path}
                name={wait.stepName.name}
              />
            </>
          )}
          {wait.isOpen && ", still open"}
        </li>
      ))}
    </ul>
  );
}

const capitalised = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1);
