import type { RunTrace } from "../../model/run";
import type { InspectorTab } from "../../url/search-schemas";

/**
 * What the trace explorer hands the inspector beside its tree. The explorer and the
 * step-inspector feature meet in one place, `src/pages/step-explorer/StepExplorer.tsx`.
 */
export interface InspectorProps {
  trace: RunTrace;
  stepIndex: number;
  tab: InspectorTab | undefined;
  onSelectTab: (tab: InspectorTab) => void;
  onSelectStep: (path: string) => void;
}

/**
 * What the explorer hands the timeline (`view=timeline`) in the inspector's place: the
 * timeline feature, composed by the same page.
 */
export interface TimelineProps {
  trace: RunTrace;
  isComplete: boolean;
  selectedIndex: number | null;
  query: string;
  errorsOnly: boolean;
  range: string | undefined;
  onSelectStep: (path: string) => void;
  onRangeChange: (range: string | undefined) => void;
  onOpenStep: () => void;
}
