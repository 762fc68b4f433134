/**
 * "Same error last run?" answered where the run page asks it: yes (which of this run's
 * errors, and where the previous run had them — the systemic-error finding's steps), no
 * (the previous run's trace was read and has none of them), or unknown (that trace is not
 * there to read: recorded without one, or it did not load). Unknown is never "no".
 */
import { hasNoTraceByDesign } from "./findings-unavailable";
import type { Finding, FindingStepRef } from "./finding";
import type { RunDetail } from "../run";

export type PreviousRunVerdict =
  | { answer: "yes"; repeated: readonly FindingStepRef[]; errors: number }
  | { answer: "no"; errors: number }
  | { answer: "unknown"; reason: string };

/**
 * The verdict once this run's findings are in (null until then: a half-computed list says
 * nothing). `errors` counts this run's innermost errors, the ones checked.
 */
export function previousRunVerdict(input: {
  previous: Pick<RunDetail, "summary" | "trace" | "traceUnavailable">;
  findings: readonly Finding[] | null;
  errors: number;
}): PreviousRunVerdict | null {
  const { previous, findings, errors } = input;
  if (previous.trace === null)
    return {
      answer: "unknown",
      reason: hasNoTraceByDesign(previous.summary)
        ? "the previous run recorded no trace"
        : `the previous run's trace did not load (${previous.traceUnavailable ?? "no reason given"})`,
    };
  if (findings === null) return null;
  const systemic = findings.find(
    (finding) => finding.kind === "systemic-error",
  );
  return systemic
    ? { answer: "yes", repeated: systemic.steps, errors }
    : { answer: "no", errors };
}

/** The verdict in one line: "yes — 1.1.1 Look Up Policy (previous run: …)". */
export function previousRunVerdictText(verdict: PreviousRunVerdict): string {
  switch (verdict.answer) {
    case "yes":
      return `yes — ${verdict.repeated
        .map(
          (step) =>
            `${step.path} ${step.name}${step.note ? ` (${step.note})` : ""}`,
        )
        .join("; ")}${
        verdict.repeated.length < verdict.errors
          ? `; the other ${verdict.errors - verdict.repeated.length} did not repeat`
          : ""
      }`;
    case "no":
      return verdict.errors === 1
        ? "no — the previous run did not have this run's error"
        : `no — the previous run had none of this run's ${verdict.errors} errors`;
    case "unknown":
      return `unknown — ${verdict.reason}`;
  }
}
