/**
 * What a step tree row shows, computed once per trace (O(n)) so that rendering a row is
 * a lookup: `rows[step.index]`.
 */
import { isPartialDelivery } from "../../model/decode/result-delivery";
import { formatDuration } from "../../model/format/duration";
import type { RunTrace, Step } from "../../model/run";
import { stepStatusTone, type Tone } from "../../ui/status-tone";

export interface StepRowView {
  path: string;
  type: string;
  name: string;
  statusText: string;
  tone: Tone;
  durationText: string;
  /** The model (LLM steps) or `integrationId/toolId` (tool steps). */
  detail: string | null;
  error: string | null;
  isPartialResult: boolean;
  hasProblems: boolean;
  /** Markers such as `sub-agent`, `template`, `parallel ×2`. */
  tags: string[];
}

export function buildStepRowViews(
  trace: RunTrace,
  /** The views of an earlier snapshot of the same trace: a step object seen before keeps its view. */
  previous?: { steps: readonly Step[]; rows: readonly StepRowView[] },
  /** False for a trace still streaming in: its end is unknown, so no step shows as OPEN. */
  isComplete = true,
): StepRowView[] {
  const runIsOpen = isComplete && trace.endTime === null;
  return trace.steps.map((step, index) =>
    previous && previous.steps[index] === step
      ? previous.rows[index]!
      : toRowView(step, runIsOpen),
  );
}

function toRowView(step: Step, runIsOpen: boolean): StepRowView {
  const isOpen =
    runIsOpen &&
    step.endTime === null &&
    step.startTime !== null &&
    !step.isError;
  return {
    path: step.path,
    type: step.type,
    name: step.name,
    // UNSPECIFIED is the enum's zero value: "not set", which for an open step means running.
    statusText:
      step.status !== null && step.status !== "UNSPECIFIED"
        ? step.status
        : isOpen
          ? "OPEN"
          : "—",
    tone: stepStatusTone(step.status, step.isError, isOpen),
    durationText: isOpen
      ? ""
      : step.durationMs === null
        ? ""
        : formatDuration(step.durationMs),
    detail: detailOf(step),
    error: step.isError ? (step.error ?? "error") : null,
    isPartialResult: isPartialDelivery(step.tool?.resultDelivery ?? null),
    hasProblems: step.problems.length > 0,
    tags: step.tags,
  };
}

/** The model or tool id, unless the name already says it (fast-agent tools are named by their id). */
function detailOf(step: Step): string | null {
  const detail = step.llm?.model ?? step.tool?.tool?.label ?? null;
  return detail === step.name ? null : detail;
}
