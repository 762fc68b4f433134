/**
 * An error the previous run of the agent had too: systemic, not a blip. The rule of docs/reference/investigation-workflow.md §7
 * is to confirm across a second run before concluding — and an error the agent routes
 * around "repeats silently forever". Each innermost error step of this run is looked up
 * in the previous run through `counterpartSteps`; it counts when a counterpart errored,
 * or else when the same tool failed with the same error elsewhere in the previous run —
 * then the note says it matched elsewhere, not at the aligned step.
 */
import {
  makeFinding,
  type Finding,
  type FindingInput,
  type FindingStepRef,
} from "./finding";
import { innermostErrors, plural, stepRef } from "./finding-helpers";
import { counterpartSteps } from "./counterpart-steps";
import { stepSignature } from "../diff/align";
import type { RunTrace, Step } from "../run";

export function findSystemicErrors(input: FindingInput): Finding[] {
  const { trace, previous } = input;
  if (!trace || !previous?.trace) return [];
  const before = previous.trace;
  const counterparts = counterpartSteps(trace, before);
  const elsewhere = sameErrorSteps(before);
  const repeated: FindingStepRef[] = [];
  for (const index of innermostErrors(trace)) {
    const step = trace.steps[index]!;
    const match = counterparts(index).find(
      (other) => before.steps[other]!.isError,
    );
    if (match !== undefined) {
      const then = before.steps[match]!;
      const same = normalizeError(then.error) === normalizeError(step.error);
      repeated.push(
        stepRef(
          trace,
          index,
          `previous run: ${then.path} ${same ? "failed the same way" : `also failed: ${then.error ?? "ERROR"}`}`,
        ),
      );
      continue;
    }
    // The aligned step did not fail (or there is none): the same tool failing the same
    // way elsewhere still repeats, and is said to be elsewhere.
    const other = elsewhere.get(errorKey(step));
    if (other === undefined) continue;
    repeated.push(
      stepRef(
        trace,
        index,
        `previous run: same error at ${before.steps[other]!.path}, not at the aligned step`,
      ),
    );
  }
  if (repeated.length === 0) return [];
  return [
    makeFinding({
      kind: "systemic-error",
      severity: "error",
      title: `${plural(repeated.length, "error")} also happened in the previous run — systemic, not a blip`,
      detail:
        "The same step failed in the run before this one. An error the agent routes around repeats on every run until its cause is fixed.",
      steps: repeated,
      runs: [
        {
          runId: previous.summary.id,
          agentId: previous.summary.agentId,
          label: "previous run",
          status: previous.summary.status,
        },
      ],
    }),
  ];
}

/** The previous run's first error step per tool (signature) and normalised error. */
function sameErrorSteps(trace: RunTrace): Map<string, number> {
  const out = new Map<string, number>();
  for (const index of trace.errorIndexes) {
    const key = errorKey(trace.steps[index]!);
    if (!out.has(key)) out.set(key, index);
  }
  return out;
}

function errorKey(step: Step): string {
  return `${stepSignature(step)}\u0000${normalizeError(step.error)}`;
}

/** Error text without the ids, numbers and times that differ from run to run. */
function normalizeError(text: string | null): string {
  return (text ?? "")
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, "#")
    .replace(/\d+/g, "#")
    .trim();
}
