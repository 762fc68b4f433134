/**
 * A trigger's cadence in words, and the scheduled fire nearest a time — in the trigger's
 * own timezone (a daily 06:00 Europe/Berlin fires at 04:00 or 05:00 UTC by season).
 * Wall-clock arithmetic uses `Intl` (no dependency): a local time becomes an instant by
 * guessing UTC and correcting by the zone's offset at the guess, twice.
 *
 * SCHEDULE triggers (`scheduleFrequency` HOURLY | DAILY | WEEKLY | MONTHLY) have fixed fire
 * times; INTERVAL triggers (`intervalValue` + `intervalUnit`) have a period and no anchor,
 * so a fire is judged against the previous one. Anything else has no schedule to judge.
 */
import type { TriggerConfig } from "./state-model";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNIT_MS: Record<string, number> = {
  SECONDS: 1000,
  MINUTES: MINUTE,
  HOURS: HOUR,
  DAYS: DAY,
  WEEKS: 7 * DAY,
};
const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

export type Cadence =
  | {
      kind: "schedule";
      frequency: "HOURLY" | "DAILY" | "WEEKLY" | "MONTHLY";
      hour: number;
      minute: number;
      weekday: number | null;
      dayOfMonth: number | null;
      timeZone: string;
      /** The typical gap between two fires. */
      periodMs: number;
    }
  | { kind: "interval"; periodMs: number }
  | { kind: "none" };

export function cadenceOf(trigger: TriggerConfig): Cadence {
  if (trigger.intervalValue && trigger.intervalUnit) {
    const unit = UNIT_MS[trigger.intervalUnit];
    if (unit)
      return { kind: "interval", periodMs: trigger.intervalValue * unit };
  }
  const frequency = trigger.scheduleFrequency;
  if (
    frequency !== "HOURLY" &&
    frequency !== "DAILY" &&
    frequency !== "WEEKLY" &&
    frequency !== "MONTHLY"
  )
    return { kind: "none" };
  const timeZone = validZone(trigger.timezone) ?? "UTC";
  const weekday = trigger.scheduleDay
    ? WEEKDAYS.indexOf(trigger.scheduleDay.toLowerCase())
    : -1;
  const dayOfMonth = trigger.scheduleDayOfMonth
    ? Number(trigger.scheduleDayOfMonth.replace(/^_/, ""))
    : NaN;
  return {
    kind: "schedule",
    frequency,
    hour: clampInt(trigger.scheduleHour, 0, 23),
    minute: clampInt(trigger.scheduleMinute, 0, 59),
    weekday: weekday >= 0 ? weekday : null,
    dayOfMonth: Number.isInteger(dayOfMonth) ? dayOfMonth : null,
    timeZone,
    periodMs:
      frequency === "HOURLY"
        ? HOUR
        : frequency === "DAILY"
          ? DAY
          : frequency === "WEEKLY"
            ? 7 * DAY
            : 30 * DAY,
  };
}

/** "daily at 06:00 Europe/Berlin", "every 30 min", or null when there is no schedule. */
export function describeCadence(cadence: Cadence): string | null {
  if (cadence.kind === "none") return null;
  if (cadence.kind === "interval")
    return `every ${describePeriod(cadence.periodMs)}`;
  const clock = `${pad(cadence.hour)}:${pad(cadence.minute)}`;
  const zone = cadence.timeZone;
  switch (cadence.frequency) {
    case "HOURLY":
      return `hourly at minute ${pad(cadence.minute)} (${zone})`;
    case "DAILY":
      return `daily at ${clock} ${zone}`;
    case "WEEKLY":
      return `weekly on ${cadence.weekday === null ? "?" : capitalize(WEEKDAYS[cadence.weekday]!)} at ${clock} ${zone}`;
    case "MONTHLY":
      return `monthly on day ${cadence.dayOfMonth ?? "?"} at ${clock} ${zone}`;
  }
}

/** The scheduled fire time nearest `at` (epoch ms), for a fixed schedule. */
export function nearestScheduledFire(
  cadence: Extract<Cadence, { kind: "schedule" }>,
  at: number,
): number {
  const local = wallClock(at, cadence.timeZone);
  const candidates: number[] = [];
  if (cadence.frequency === "HOURLY") {
    for (const dh of [-1, 0, 1])
      candidates.push(
        toInstant(
          { ...local, hour: local.hour + dh, minute: cadence.minute },
          cadence.timeZone,
        ),
      );
  } else {
    const span = cadence.frequency === "MONTHLY" ? 1 : 7;
    for (let dd = -span; dd <= span; dd++) {
      const day = { ...local, day: local.day + dd };
      if (cadence.frequency === "MONTHLY") {
        for (const dm of [-1, 0, 1])
          candidates.push(
            toInstant(
              {
                year: local.year,
                month: local.month + dm,
                day: cadence.dayOfMonth ?? 1,
                hour: cadence.hour,
                minute: cadence.minute,
              },
              cadence.timeZone,
            ),
          );
        break;
      }
      const instant = toInstant(
        { ...day, hour: cadence.hour, minute: cadence.minute },
        cadence.timeZone,
      );
      if (
        cadence.frequency === "WEEKLY" &&
        cadence.weekday !== null &&
        new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() !==
          cadence.weekday
      )
        continue;
      candidates.push(instant);
    }
  }
  let best = candidates[0] ?? at;
  for (const candidate of candidates)
    if (Math.abs(candidate - at) < Math.abs(best - at)) best = candidate;
  return best;
}

/** How far from its schedule a fire may be and still be on it: 10 min, or 5% of the period. */
export function scheduleTolerance(periodMs: number): number {
  return Math.max(10 * MINUTE, periodMs * 0.05);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClock(at: number, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(at));
  const get = (type: string) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** A local wall-clock time in `timeZone` as an instant (fields may overflow; Date.UTC carries them). */
function toInstant(local: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
  );
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(guess, timeZone);
    const shownUtc = Date.UTC(
      shown.year,
      shown.month - 1,
      shown.day,
      shown.hour,
      shown.minute,
    );
    guess += asUtc - shownUtc;
  }
  return guess;
}

/** `30 min`, `6 h`, `1 day`, `2 days`: a period in its largest whole unit. */
export function describePeriod(ms: number): string {
  if (ms >= DAY && ms % DAY === 0)
    return ms === DAY ? "1 day" : `${ms / DAY} days`;
  if (ms >= HOUR && ms % HOUR === 0) return `${ms / HOUR} h`;
  if (ms >= MINUTE && ms % MINUTE === 0) return `${ms / MINUTE} min`;
  return `${Math.round(ms / 1000)} s`;
}

function validZone(zone: string | null): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

function clampInt(value: string | null, min: number, max: number): number {
  const n = Number(value ?? 0);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : min;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
