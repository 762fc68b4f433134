/**
 * `toolTrace.resultDelivery` in words. It carries sizes only, and the advice of docs/reference/investigation-workflow.md §5 is to
 * check it before theorising: a tool that returned 22 records but delivered a truncated
 * view explains a model that "ignored" most of them.
 */
import type { ResultDelivery } from "../run";
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
