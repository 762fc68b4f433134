/**
 * What a tree view hands the timeline in its detail's place (`view=timeline`): the run
 * explorer (`TimelineProps`) and the compare workspace (`CompareTimelineProps`). The
 * timeline is a feature of its own; the page that composes them passes it in.
 */
import type { DiffNode } from "../model/diff/diff-run";
import type { RunTrace } from "../model/run";

export interface TimelineProps {
  trace: RunTrace;
  isComplete: boolean;
  selectedIndex: number | null;
  /** The tree's filter: the timeline shows the same rows. */
  query: string;
  errorsOnly: boolean;
  /** The URL's `range` (`from-to`, ms from the run's start). */
  range: string | undefined;
  onSelectStep: (path: string) => void;
  onRangeChange: (range: string | undefined) => void;
  /** Enter on a row: the selected step in the inspector. */
  onOpenStep: () => void;
}

export interface CompareTimelineProps {
  leftTrace: RunTrace;
  rightTrace: RunTrace;
  nodes: readonly DiffNode[];
  /** The aligned rows shown (node indexes, tree order): all, or what "Hide unchanged" keeps. */
  rows: readonly number[];
  selectedIndex: number | null;
  onSelectRow: (index: number) => void;
}
