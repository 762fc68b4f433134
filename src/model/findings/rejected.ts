/** REJECTED: the run never ran — blocked at the pre-flight gate; the reason is the whole story. */
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { statusOf } from "./finding-helpers";

export function findRejected(input: FindingInput): Finding[] {
  if (statusOf(input) !== "REJECTED") return [];
  const reason = input.summary.rejectionReason;
  return [
    makeFinding({
      kind: "rejected",
      severity: "error",
      title: reason
        ? `Never ran — rejected: ${reason}`
        : "Never ran — rejected at the pre-flight gate (the record gives no reason)",
      detail:
        "REJECTED runs are stopped before they start (cost budget, exhausted credits, invalid licence), so there is no trace to read: the rejection reason is the whole story.",
      facts: reason ? [{ label: "Reason", text: reason }] : [],
    }),
  ];
}
