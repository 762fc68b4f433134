import { useState } from "react";
import { useTimelineSummary } from "../../api/timeline-queries";
import { PageSpinner } from "../../ui/PageSpinner";
import { TimelineView, type TimelineViewProps } from "./TimelineView";

/**
 * The run on a time axis (the explorer's `view=timeline`): loads the timeline's summary
 * from where the trace is and says why there is nothing to draw when there is not — a
 * trace still streaming in, one whose steps record no time, a failure.
 */
export function TimelinePane({
  trace,
  isComplete,
  ...props
}: Omit<TimelineViewProps, "summary" | "now"> & {
  isComplete: boolean;
}) {
  // What "now" is for bars still open: the moment this read of the trace is laid out.
  const [stamp, setStamp] = useState(() => ({ trace, now: Date.now() }));
  if (stamp.trace !== trace) setStamp({ trace, now: Date.now() });
  const now = stamp.trace === trace ? stamp.now : Date.now();
  const { data: summary, error } = useTimelineSummary(trace, now, isComplete);
  if (!isComplete)
    return (
      <Message>
        The timeline is drawn once the whole trace is read: until then its span,
        gaps and totals would be those of a part.
      </Message>
    );
  if (error)
    return (
      <Message isAlert>
        The timeline could not be laid out: {error.message}
      </Message>
    );
  if (!summary)
    return <PageSpinner label="Laying the run out on its time axis…" />;
  if (summary.origin === null)
    return (
      <Message>
        No step of this run records a time ({summary.stepCount} untimed steps):
        there is nothing to place on a time axis, and nothing is placed at zero.
      </Message>
    );
  return <TimelineView trace={trace} summary={summary} now={now} {...props} />;
}

function Message({
  children,
  isAlert = false,
}: {
  children: React.ReactNode;
  isAlert?: boolean;
}) {
  return (
    <p
      role={isAlert ? "alert" : "status"}
      className={
        isAlert ? "p-4 text-sm text-step-error" : "p-4 text-sm text-slate-600"
      }
    >
      {children}
    </p>
  );
}
