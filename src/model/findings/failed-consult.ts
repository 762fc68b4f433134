/**
 * A consult that failed addressing: `consult_for_role` (or any consult tool) ERROR with
 * `addressing_failed` / `no_match` — nobody holding the role was available, so the
 * question never reached anyone. The role comes from the call's parameters, else from the
 * error text (`role 'advisor' no_match`).
 */
import type { Step } from "../run";
import { isConsultStep } from "../decode/record-refs";
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { statusOf, stepRef } from "./finding-helpers";

const ADDRESSING = /addressing_failed|no_match/i;

export function findFailedConsults(input: FindingInput): Finding[] {
  const { trace } = input;
  if (!trace) return [];
  const carriedOn = statusOf(input) === "COMPLETED";
  const findings: Finding[] = [];
  for (const index of trace.errorIndexes) {
    const step = trace.steps[index]!;
    if (!isConsultStep(step) || !ADDRESSING.test(step.error ?? "")) continue;
    const role = roleOf(step);
    const reason = /no_match/i.test(step.error ?? "")
      ? "no_match"
      : "addressing_failed";
    findings.push(
      makeFinding({
        kind: "failed-consult",
        severity: "warning",
        title: `Consult could not be addressed${role ? `: nobody holds role '${role}'` : ""} (${reason})`,
        detail:
          `The consult never reached anyone: no available participant matched${role ? ` the role '${role}'` : ""}. ` +
          (carriedOn
            ? "The agent went on without that answer, so the run still says COMPLETED. "
            : "") +
          "Check who holds the role (and whether they are reachable) before reading the prompt.",
        steps: [stepRef(trace, index, step.error)],
        facts: role ? [{ label: "Role", text: role }] : [],
      }),
    );
  }
  return findings;
}

function roleOf(step: Step): string | null {
  const parameters = step.tool?.parameters;
  if (parameters !== null && typeof parameters === "object") {
    const role = (parameters as Record<string, unknown>).role;
    if (typeof role === "string" && role !== "") return role;
  }
  return /role '([^']+)'/.exec(step.error ?? "")?.[1] ?? null;
}
