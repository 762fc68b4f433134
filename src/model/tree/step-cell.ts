/**
 * The one step-cell builder: what a step shows in a tree row — the run view's step tree
 * and each side of the compare view's aligned tree alike. One builder, so a step reads the
 * same in both views (an open step is OPEN in each, never UNSPECIFIED in one).
 *
 * Cells are made the first time a row asks for one (`StepCellCache`), not per trace: a
 * snapshot or the complete trace of a 100,000-step run then costs the page nothing up
 * front, and a row costs one cell once.
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

/** A trace's cell by step index (undefined past its steps). */
export type StepCells = (index: number) => StepCell | undefined;

/**
 * Cells kept per step object, across the snapshots of a streaming trace (they share their
 * step objects; a late status is a new object, so a new cell). When the run's end becomes
 * known, only the cells it decides (steps without an end) are made again.
 */
export class StepCellCache {
  private readonly made = new WeakMap<
    Step,
    { cell: StepCell; runIsOpen: boolean }
  >();

  /** The cells of `trace`; `isComplete` false while it streams in (its end is unknown, so nothing is OPEN). */
  cellsOf(trace: RunTrace, isComplete = true): StepCells {
    const runIsOpen = isComplete && trace.endTime === null;
    return (index) => {
      const step = trace.steps[index];
      if (step === undefined) return undefined;
      const kept = this.made.get(step);
      if (kept && (kept.runIsOpen === runIsOpen || !couldBeOpen(step)))
        return kept.cell;
      const cell = stepCell(step, runIsOpen);
      this.made.set(step, { cell, runIsOpen });
      return cell;
    };
  }
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
