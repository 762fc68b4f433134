/** USD with enough digits to tell small LLM costs apart: $0.0068, $1.27, $1,204.50. */
export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || Number.isNaN(usd)) return "—";
  if (usd === 0) return "$0";
  const abs = Math.abs(usd);
  const digits = abs >= 100 ? 2 : abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  const text = abs.toLocaleString("en-US", {
    minimumFractionDigits: abs >= 1 ? 2 : 0,
    maximumFractionDigits: digits,
  });
  return `${usd < 0 ? "−" : ""}$${text}`;
}
