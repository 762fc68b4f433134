/**
 * Ticks for a time axis in milliseconds from the run's start: the smallest round step
 * (1-2-5 below a second, then 1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 15, 30 min, 1, 2, 3, 6,
 * 12 h, days) that keeps at most `maxTicks` in `from … to`, and every multiple of it there.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const STEPS = [
  ...[1, 2, 5, 10, 20, 50, 100, 200, 500],
  ...[1, 2, 5, 10, 15, 30].map((n) => n * SECOND),
  ...[1, 2, 5, 10, 15, 30].map((n) => n * MINUTE),
  ...[1, 2, 3, 6, 12, 24, 48].map((n) => n * HOUR),
];

export function timeTicks(
  from: number,
  to: number,
  maxTicks: number,
): number[] {
  const span = to - from;
  if (!(span > 0) || maxTicks < 1) return [];
  const wanted = span / maxTicks;
  let step = STEPS.find((candidate) => candidate >= wanted);
  if (step === undefined) {
    const days = Math.ceil(wanted / (24 * HOUR));
    step = days * 24 * HOUR;
  }
  const ticks: number[] = [];
  for (let at = Math.ceil(from / step) * step; at <= to; at += step)
    ticks.push(at);
  return ticks;
}
