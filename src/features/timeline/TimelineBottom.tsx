import { useState } from "react";
import type {
  ListedGap,
  TimelineSummary,
} from "../../model/timeline/timeline-summary";
import type { TimelineRow } from "../../model/timeline/timeline-window";
import { cn } from "../../ui/cn";
import { TabList } from "../../ui/TabList";
import { TimelineGapList } from "./TimelineGapList";
import { TimelineStepFacts } from "./TimelineStepFacts";
import { TurnTimesTable } from "./TurnTimesTable";

type Part = "step" | "gaps" | "turns";
const LABELS: Record<Part, string> = {
  step: "Selected step",
  gaps: "Largest gaps",
  turns: "Time per turn",
};

/**
 * Under the rows: the selected step's figures, the largest gaps, a history's turns. Open
 * by default when the pane is tall enough to keep rows in view beside it (`isRoomy`); a
 * tab opens it, "Hide" closes it.
 */
export function TimelineBottom({
  summary,
  selected,
  isRoomy,
  onShowGap,
}: {
  summary: TimelineSummary;
  selected: TimelineRow | null;
  isRoomy: boolean;
  onShowGap: (gap: ListedGap) => void;
}) {
  const parts: Part[] = summary.turns
    ? ["turns", "gaps", "step"]
    : ["gaps", "step"];
  const [part, setPart] = useState<Part>(parts[0]!);
  const [isOpenByHand, setOpenByHand] = useState<boolean | null>(null);
  const isOpen = isOpenByHand ?? isRoomy;
  return (
    <div
      className={cn(
        "flex shrink-0 flex-col border-t border-slate-200",
        isOpen && "h-36",
      )}
    >
      <div className="flex items-center pr-2">
        <TabList
          label="Timeline details"
          tabs={parts}
          labels={{
            ...LABELS,
            gaps: `${LABELS.gaps} (${summary.largestGaps.length})`,
          }}
          active={part}
          onSelect={(next) => {
            setPart(next);
            setOpenByHand(true);
          }}
          className="px-2"
        />
        <button
          type="button"
          onClick={() => setOpenByHand(!isOpen)}
          aria-expanded={isOpen}
          className="ml-auto text-xs text-slate-600 underline"
        >
          {isOpen ? "Hide" : "Show"} details
        </button>
      </div>
      {isOpen && (
        <div
          role="tabpanel"
          aria-label={LABELS[part]}
          className="min-h-0 flex-1 overflow-auto px-3 py-1.5"
        >
          {part === "step" && <TimelineStepFacts row={selected} />}
          {part === "gaps" && (
            <TimelineGapList gaps={summary.largestGaps} onShow={onShowGap} />
          )}
          {part === "turns" && summary.turns && (
            <TurnTimesTable turns={summary.turns} />
          )}
        </div>
      )}
    </div>
  );
}
