/** Absolute and relative times. `zone` is the user's UTC/local toggle. */
export type TimeZoneMode = "utc" | "local";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** `2026-08-05 14:23:05 UTC` or `2026-08-05 17:23:05` (local, no suffix). */
export function formatTimestamp(
  ms: number | null | undefined,
  zone: TimeZoneMode,
): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return "—";
  if (zone === "utc") {
    return (
      `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
      `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`
    );
  }
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

const UNITS: [limitMs: number, unitMs: number, name: string][] = [
  [60_000, 1000, "second"],
  [3_600_000, 60_000, "minute"],
  [86_400_000, 3_600_000, "hour"],
  [30 * 86_400_000, 86_400_000, "day"],
  [365 * 86_400_000, 30 * 86_400_000, "month"],
  [Number.POSITIVE_INFINITY, 365 * 86_400_000, "year"],
];

/** `3 minutes ago`, `in 5 days`, `just now`. */
export function formatRelative(
  ms: number | null | undefined,
  now: number,
): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  const delta = ms - now;
  const abs = Math.abs(delta);
  if (abs < 5000) return "just now";
  for (const [limit, unit, name] of UNITS) {
    if (abs < limit) {
      const count = Math.floor(abs / unit);
      const label = `${count} ${name}${count === 1 ? "" : "s"}`;
      return delta < 0 ? `${label} ago` : `in ${label}`;
    }
  }
  return "—";
}

/** Parses a `since`/`until` search param: epoch ms, or any ISO-8601 date or time. */
export function parseTimeParam(
  value: string | number | undefined | null,
): number | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (/^\d{10,}$/.test(value.trim())) return Number(value.trim());
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}
