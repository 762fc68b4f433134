import type { IdSegment, NearMiss } from "../../model/state/near-miss";
import { StepButton } from "./StepButton";
import { markBidiControls } from "../../model/format/bidi-controls";

/** Ids in memory one or two characters off a real id, both shown with the differing characters marked. */
export function NearMissList({
  misses,
  onSelectStep,
}: {
  misses: readonly NearMiss[];
  onSelectStep: (path: string) => void;
}) {
  if (misses.length === 0) return null;
  return (
    <section aria-label="Near-miss ids" className="space-y-1 text-xs">
      <h3 className="font-semibold">
        Ids in memory that nearly match a real id
      </h3>
      <ul className="space-y-1">
        {misses.map((miss) => (
          <li key={miss.memoryId} className="space-y-0.5">
            <div>
              in memory “{miss.title}”:{" "}
              <Marked segments={miss.memorySegments} />{" "}
              <StepButton path={miss.writePath} onSelectStep={onSelectStep} />
            </div>
            <div>
              real id: <Marked segments={miss.realSegments} />{" "}
              <StepButton path={miss.realPath} onSelectStep={onSelectStep} /> ·{" "}
              {miss.distance} character{miss.distance === 1 ? "" : "s"} off
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Marked({ segments }: { segments: readonly IdSegment[] }) {
  return (
    <code className="font-mono">
      {segments.map((segment, i) =>
        segment.differs ? (
          <mark
            key={i}
            className="rounded bg-diff-removed-soft px-0.5 font-bold text-diff-removed"
          >
            {markBidiControls(segment.text)}
          </mark>
        ) : (
          <span key={i}>{markBidiControls(segment.text)}</span>
        ),
      )}
    </code>
  );
}
