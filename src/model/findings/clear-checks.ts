/**
 * What can be said of a run none of whose findings fired, each claim only as far as the
 * data holds it: "no step reported an error" needs steps that record a status; "the model
 * saw every result whole" needs recorded delivery sizes; "delivered" needs
 * `deliveryStatus: DELIVERED` (NOT_APPLICABLE is not delivered, and unknown is unknown);
 * "not suspended" needs a status. O(steps), run in the trace worker.
 */
import { deliveryVerdict } from "../decode/result-delivery";
import type { RunSummary, RunTrace } from "../run";
import { errorCountOf } from "../run-metrics";

export function clearChecks(
  summary: RunSummary,
  trace: RunTrace | null,
): string[] {
  const out: string[] = [];
  if (trace) {
    const errors = errorCountOf(trace);
    out.push(
      errors === null
        ? "errors unknown (no step records a status)"
        : errors === 0
          ? "no step reported an error"
          : `${errors} error step${errors === 1 ? "" : "s"}`,
    );
    out.push(...deliverySizes(trace));
  }
  const delivery = summary.deliveryStatus;
  out.push(
    delivery === "DELIVERED"
      ? "delivered"
      : delivery === "NOT_APPLICABLE"
        ? "delivery not applicable (no reply to deliver)"
        : delivery === null || delivery === "UNSPECIFIED"
          ? "delivery not recorded"
          : `delivery ${delivery}`,
  );
  const status = summary.status ?? trace?.status ?? null;
  out.push(
    status === null
      ? "status not reported"
      : status === "WAITING_FOR_ASYNC"
        ? "suspended"
        : "not suspended",
  );
  return out;
}

function deliverySizes(trace: RunTrace): string[] {
  let tools = 0;
  let whole = 0;
  let partial = 0;
  for (const step of trace.steps) {
    if (step.kind !== "TOOL") continue;
    tools++;
    const kind = deliveryVerdict(step.tool?.resultDelivery ?? null).kind;
    if (kind === "whole") whole++;
    else if (kind === "partial") partial++;
  }
  if (tools === 0) return [];
  if (partial > 0)
    return [`${partial} of ${tools} tool results reached the model cut`];
  if (whole === 0)
    return [
      "no delivery sizes recorded, so whether the model saw whole results is unknown",
    ];
  return whole === tools
    ? ["the model saw every tool result whole"]
    : [
        `the model saw whole results where sizes are recorded (${whole} of ${tools} tool calls; the rest unknown)`,
      ];
}
