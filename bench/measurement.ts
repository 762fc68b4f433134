/**
 * One row of the benchmark's table. `value` is the median of `samples`; a row with a
 * target passes when the value is on the right side of it. Rows are only produced by code
 * that has checked the page actually did the work (rows painted, match count right…),
 * so a broken page fails the benchmark instead of reporting a fast time.
 */
export type Unit = "ms" | "×" | "KB" | "MB" | "%" | "frames" | "count";

export interface Target {
  /** The value must be at most (`max`) or at least (`min`) this. */
  max?: number;
  min?: number;
  /** The target in words, when it is a rule rather than a number ("(open − fixed) ≤ 3 × floor"). */
  rule?: string;
}

export interface Measurement {
  /** What was measured, e.g. "open: first rows painted". */
  name: string;
  /** The run size or input it was measured on, e.g. "100,000 steps", "50 MB body". */
  size: string;
  value: number;
  unit: Unit;
  /** Every sample the median came from (one for a single measurement). */
  samples: number[];
  target?: Target;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error("median of no samples");
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function measured(fields: Omit<Measurement, "value">): Measurement {
  return { ...fields, value: median(fields.samples) };
}

export function meetsTarget(measurement: Measurement): boolean | null {
  const { target, value } = measurement;
  if (!target || (target.max === undefined && target.min === undefined))
    return null;
  return (
    (target.max === undefined || value <= target.max) &&
    (target.min === undefined || value >= target.min)
  );
}

/** Throws when a measurement did not actually happen: the benchmark fails loudly. */
export function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`benchmark check failed: ${what}`);
}

/** Formats a size: 100000 → "100,000 steps". */
export function stepsLabel(steps: number): string {
  return `${steps.toLocaleString("en-US")} steps`;
}

/** Runs `run` once and returns its value and how long it took, in ms. */
export function timed<T>(run: () => T): [T, number] {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
}
