/**
 * An error the previous run of the agent had too: systemic, not a blip. The rule of docs/reference/investigation-workflow.md §7
 * is to confirm across a second run before concluding — and an error the agent routes
 * around "repeats silently forever". Each innermost error step of this run is looked up
 * in the previous run through `counterpartSteps`; it counts when a counterpart errored.
 */
import {
  makeFinding,
  type Finding,
  type FindingInput,
  type FindingStepRef,
} from "./finding";
import { innermostErrors, plural, stepRef } from "./finding-helpers";
import { counterpartSteps } from "./counterpart-steps";

export function findSystemicErrors(input: FindingInput): Finding[] {
  const { trace, previous } = input;
  if (!trace || !previous?.trace) return [];
  const before = previous.trace;
  const counterparts = counterpartSteps(trace, before);
  const repeated: FindingStepRef[] = [];
  for (const index of innermostErrors(trace)) {
    const match = counterparts(index).find(
      (other) => before.steps[other]!.isError,
    );
    if (match === undefined) continue;
    const then = before.steps[match]!;
    const same =
      normalizeError(then.error) === normalizeError(trace.steps[index]!.error);
    repeated.push(
      stepRef(
        trace,
        index,
        `previous run: ${then.path} ${same ? "failed the same way" : `also failed: ${then.error ?? "ERROR"}`}`,
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

/** Error text without the ids, numbers and times that differ from run to run. */
function normalizeError(text: string | null): string {
  return (text ?? "")
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, "#")
    .replace(/\d+/g, "#")
    .trim();
}
