/**
 * The one step-cell builder: what a step shows in a tree row — the run view's step tree
 * and each side of the compare view's aligned tree alike — computed once per trace (O(n))
 * so rendering a row is a lookup, `cells[step.index]`. One builder, so a step reads the
 * same in both views (an open step is OPEN in each, never UNSPECIFIED in one).
 */
import { isPartialDelivery } from "../decode/result-delivery";
import { markBidiControls } from "../format/bidi-controls";
import { formatDuration } from "../format/duration";
import type { RunTrace, Step } from "../run";

/** How the step ended, in the model's words; the feature picks the colour. */
export type StepOutcome = "failed" | "running" | "succeeded" | "other";

export interface StepCell {
  path: string;
  type: string;
  name: string;
  /** The status word, `OPEN` for a step still running that reports none, else `—`. */
  statusText: string;
  outcome: StepOutcome;
  durationText: string;
  /** The model (LLM steps) or `integrationId/toolId` (tool steps), unless the name says it. */
  detail: string | null;
  error: string | null;
  isPartialResult: boolean;
  hasProblems: boolean;
  /** Markers such as `sub-agent`, `template`, `parallel ×2`. */
  tags: string[];
  /** The row's accessible name: path, type, name, and whether it failed. */
  label: string;
}

/** Cells built for a trace, and what they were built from: the next snapshot reuses them. */
export interface BuiltCells {
  steps: readonly Step[];
  cells: StepCell[];
  runIsOpen: boolean;
}

export function buildStepCells(
  trace: RunTrace,
  /** The cells of an earlier snapshot of the same trace: a step object seen before keeps its cell. */
  previous?: BuiltCells,
  /** False for a trace still streaming in: its end is unknown, so no step shows as OPEN. */
  isComplete = true,
): BuiltCells {
  const runIsOpen = isComplete && trace.endTime === null;
  const cells = trace.steps.map((step, index) =>
    previous &&
    previous.steps[index] === step &&
    (previous.runIsOpen === runIsOpen || !couldBeOpen(step))
      ? previous.cells[index]!
      : stepCell(step, runIsOpen),
  );
  return { steps: trace.steps, cells, runIsOpen };
}

/** Whether a step shows as running while its run is open: its cell depends on the run's end. */
function couldBeOpen(step: Step): boolean {
  return step.endTime === null && step.startTime !== null && !step.isError;
}

/** One step's cell; `runIsOpen` when its run has not ended (an open step is then running). */
export function stepCell(step: Step, runIsOpen: boolean): StepCell {
  const isOpen = runIsOpen && couldBeOpen(step);
  // Names from the data: a right-to-left override shows as a tag, not as reversed text.
  const error = step.isError ? markBidiControls(step.error ?? "error") : null;
  const name = markBidiControls(step.name);
  return {
    path: step.path,
    type: markBidiControls(step.type),
    name,
    // UNSPECIFIED is the enum's zero value: "not set", which for an open step means running.
    statusText:
      step.status !== null && step.status !== "UNSPECIFIED"
        ? step.status
        : isOpen
          ? "OPEN"
          : "—",
    outcome: step.isError
      ? "failed"
      : isOpen
        ? "running"
        : step.status === "SUCCESS"
          ? "succeeded"
          : "other",
    durationText:
      isOpen || step.durationMs === null ? "" : formatDuration(step.durationMs),
    detail: detailOf(step),
    error,
    isPartialResult: isPartialDelivery(step.tool?.resultDelivery ?? null),
    hasProblems: step.problems.length > 0,
    tags: step.tags,
    label: `${step.path} ${markBidiControls(step.type)} ${name}${error ? " — error" : ""}`,
  };
}

function detailOf(step: Step): string | null {
  const detail = step.llm?.model ?? step.tool?.tool?.label ?? null;
  return detail === step.name ? null : markBidiControls(detail);
}
