import { formatCompact } from "../../model/format/number";
import type { SessionUsage } from "../../model/session";

/** `12.3K in · 912 out`; a side no record gives reads "?", never 0; null when nothing is known. */
export function usageText(usage: SessionUsage | null): string | null {
  if (!usage) return null;
  const { inputTokens, outputTokens, totalTokens } = usage;
  if (inputTokens === null && outputTokens === null)
    return totalTokens === null ? null : `${formatCompact(totalTokens)} total`;
  const side = (n: number | null) => (n === null ? "?" : formatCompact(n));
  return `${side(inputTokens)} in · ${side(outputTokens)} out`;
}
