/**
 * Absolute and relative times. `zone` is the user's choice: `"utc"`, `"local"` (the
 * browser's own zone) or an IANA zone name (`"Europe/Berlin"`) — what a shared link
 * carries, so a colleague in another zone reads the same clock times.
 */
export type TimeZoneMode = "utc" | "local" | (string & {});

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The browser's own zone (`Europe/Berlin`); `null` when the runtime does not say. */
export function localZoneName(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Whether `name` is an IANA zone this runtime can format in (`UTC` included). */
export function isKnownZone(name: string): boolean {
  return zoneFormat(name) !== null;
}

/**
 * `2026-08-05 14:23:05 UTC`; in the local zone or a named one, its clock and short name
 * (`2026-08-05 16:23:05 GMT+2`, `2026-08-05 10:23:05 EDT`): a time always says its zone.
 */
export function formatTimestamp(
  ms: number | null | undefined,
  zone: TimeZoneMode,
): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return "—";
  if (zone === "utc" || zone === "UTC") {
    return (
      `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
      `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`
    );
  }
  // A zone this runtime does not know (the URL schema refuses those) reads as local.
  const format = zoneFormat(zone) ?? zoneFormat("local")!;
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(date)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${part.timeZoneName}`;
}

/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using it. */
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** `"local"`: the runtime's own zone. */
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        ...(zone !== "local" && { timeZone: zone }),
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        timeZoneName: "short",
      });
    } catch {
      // A RangeError: not a zone this runtime knows.
      format = null;
    }
    zoneFormats.set(zone, format);
  }
  return format;
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
