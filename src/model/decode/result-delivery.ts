/**
 * `toolTrace.resultDelivery` in words. It carries sizes only, and the advice of docs/reference/investigation-workflow.md §5 is to
 * check it before theorising: a tool that returned 22 records but delivered a truncated
 * view explains a model that "ignored" most of them.
 */
import type { ResultDelivery, Step } from "../run";
import { formatCount } from "../format/number";

/** True when the model was shown less than the tool returned. */
export function isPartialDelivery(delivery: ResultDelivery | null): boolean {
  if (!delivery) return false;
  const { originalChars, deliveredChars } = delivery;
  const cut =
    originalChars !== null &&
    deliveredChars !== null &&
    deliveredChars < originalChars;
  return cut || delivery.offloaded || delivery.projected;
}

/**
 * What `resultDelivery` says about the model's view of a tool's result: part of it (see
 * `describePartialDelivery`), all of it — stated only when the sizes say so — or nothing,
 * when no delivery sizes were recorded (unknown, not "whole").
 */
export function deliveryVerdict(delivery: ResultDelivery | null): {
  kind: "partial" | "whole" | "unrecorded";
  text: string;
} {
  const partial = describePartialDelivery(delivery);
  if (partial) return { kind: "partial", text: partial };
  if (delivery?.originalChars != null && delivery.deliveredChars != null)
    return {
      kind: "whole",
      text: `the model saw the whole result (${formatCount(delivery.deliveredChars)} of ${formatCount(delivery.originalChars)} chars)`,
    };
  return {
    kind: "unrecorded",
    text: "no delivery sizes recorded: whether the model saw the whole result is unknown",
  };
}

/**
 * "model saw 12,000 of 48,211 chars (25%) — offloaded, projected", or null when the model
 * saw the whole result.
 */
export function describePartialDelivery(
  delivery: ResultDelivery | null,
): string | null {
  if (!delivery || !isPartialDelivery(delivery)) return null;
  const { originalChars, deliveredChars } = delivery;
  const flags = [
    delivery.offloaded && "offloaded",
    delivery.projected && "projected",
  ].filter(Boolean);
  const sizes =
    originalChars !== null && deliveredChars !== null
      ? `model saw ${formatCount(deliveredChars)} of ${formatCount(originalChars)} chars` +
        (originalChars > 0
          ? ` (${Math.round((deliveredChars / originalChars) * 100)}%)`
          : "")
      : "model saw part of the result";
  return flags.length > 0 ? `${sizes} — ${flags.join(", ")}` : sizes;
}

/** A step whose result the model saw only in part, as a list names it. */
export interface PartialResult {
  path: string;
  name: string;
  /** `describePartialDelivery`'s words. */
  note: string;
}

/** The first `limit` steps, in tree order, whose result the model saw only in part. O(steps) when fewer. */
export function firstPartialResults(
  steps: readonly Pick<Step, "path" | "name" | "tool">[],
  limit = 20,
): PartialResult[] {
  const partial: PartialResult[] = [];
  for (const step of steps) {
    if (partial.length >= limit) break;
    const note = describePartialDelivery(step.tool?.resultDelivery ?? null);
    if (note) partial.push({ path: step.path, name: step.name, note });
  }
  return partial;
}
