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
