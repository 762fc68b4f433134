import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import {
  SPAN_BEFORE_PARENT,
  SPAN_END_FROM_DURATION,
  SPAN_NO_END,
  SPAN_OPEN,
} from "../../model/timeline/step-spans";
import type { TimelineRow } from "../../model/timeline/timeline-window";
import { DataText } from "../../ui/DataText";
import { atText, KIND_WORDS } from "./timeline-style";

/** The selected step's time, in figures: when, how long, its own time against its children's. */
export function TimelineStepFacts({ row }: { row: TimelineRow | null }) {
  if (!row)
    return (
      <p className="text-xs text-slate-600">
        Select a bar (or a row of the tree) to see where its time went.
      </p>
    );
  const isTimed = !Number.isNaN(row.start);
  const facts: [string, string][] = isTimed
    ? [
        ["Starts", atText(row.start)],
        [
          "Lasts",
          row.flags & SPAN_NO_END
            ? "no end recorded"
            : `${formatDuration(row.stop - row.start)}${row.flags & SPAN_OPEN ? " so far (still running)" : ""}${row.flags & SPAN_END_FROM_DURATION ? " (end from its duration)" : ""}`,
        ],
        [
          "Reports",
          row.reportedMs === null
            ? "no duration"
            : formatDuration(row.reportedMs),
        ],
      ]
    : [["Time", "untimed: the trace records no start for this step"]];
  if (isTimed && row.childCount > 0)
    facts.push(
      ["Own time", formatDuration(row.selfMs)],
      ["Children", formatDuration(row.childrenMs)],
    );
  if (row.tokens !== null)
    facts.push(["Tokens", row.tokens.toLocaleString("en-US")]);
  if (row.cost !== null) facts.push(["Cost", formatCost(row.cost)]);
  return (
    <div className="text-xs" data-testid="timeline-step-facts">
      <p className="mb-1 font-medium">
        <span className="font-mono text-slate-600">{row.path}</span>{" "}
        <DataText text={row.name} /> · {KIND_WORDS[row.kind]}
        {row.onPath && " · on the critical path"}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {(row.flags & SPAN_BEFORE_PARENT) !== 0 && (
        <p className="mt-1 text-step-warn">
          Starts before its parent: clock skew, or the parent was re-entered on
          resume (its own start is the resume).
        </p>
      )}
    </div>
  );
}
