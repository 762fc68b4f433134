/**
 * "A step errored and the agent recovered": the run says COMPLETED because the model
 * routed around the failure, and one step says ERROR. These repeat silently forever.
 */
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { innermostErrors, plural, statusOf, stepRef } from "./finding-helpers";

const MAX_STEPS = 10;

export function findRecoveredErrors(input: FindingInput): Finding[] {
  const { trace } = input;
  if (!trace || statusOf(input) !== "COMPLETED") return [];
  const errors = innermostErrors(trace);
  if (errors.length === 0) return [];
  return [
    makeFinding({
      kind: "recovered-error",
      severity: "warning",
      title: `${plural(errors.length, "step")} errored and the agent carried on — the run still says COMPLETED`,
      detail:
        "The model routed around the failure, so the status stays COMPLETED and only the step says ERROR. An error like this repeats silently: check whether the previous run had it too before calling it a blip.",
      steps: errors
        .slice(0, MAX_STEPS)
        .map((index) => stepRef(trace, index, trace.steps[index]!.error)),
    }),
  ];
}
