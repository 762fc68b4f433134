/** FAILED: the step whose error ended the run — the innermost error, not the ancestors it bubbled through. */
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { innermostErrors, plural, statusOf, stepRef } from "./finding-helpers";

export function findFailedRun(input: FindingInput): Finding[] {
  const { trace } = input;
  if (statusOf(input) !== "FAILED") return [];
  const errors = trace ? innermostErrors(trace) : [];
  const last = errors[errors.length - 1];
  if (!trace || last === undefined) {
    return [
      makeFinding({
        kind: "failed-run",
        severity: "error",
        title: "FAILED, and no step in the trace says why",
        detail:
          "The run failed but no step reports ERROR: the failure happened outside the steps the trace records (or the trace is missing). Check the run's result and the agent's logs.",
      }),
    ];
  }
  const step = trace.steps[last]!;
  return [
    makeFinding({
      kind: "failed-run",
      severity: "error",
      title: `FAILED at ${step.path} ${step.name}${step.error ? `: ${firstLine(step.error)}` : ""}`,
      detail:
        errors.length > 1
          ? `The last error ended the run; ${plural(errors.length - 1, "earlier error")} came before it.`
          : "This step's error ended the run.",
      steps: errors
        .slice(-5)
        .map((index) => stepRef(trace, index, trace.steps[index]!.error)),
    }),
  ];
}

function firstLine(text: string): string {
  const line = text.split("\n")[0]!;
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
