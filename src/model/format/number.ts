const COUNT = new Intl.NumberFormat("en-US");
const COMPACT = new Intl.NumberFormat("en-US", {
  notation: "compact",
  maximumFractionDigits: 1,
});

/** 48211 → "48,211". */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** 48211 → "48.2K"; small numbers unchanged. */
export function formatCompact(value: number): string {
  return Math.abs(value) < 10_000 ? COUNT.format(value) : COMPACT.format(value);
}
