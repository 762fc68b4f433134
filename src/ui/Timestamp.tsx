import { formatRelative, formatTimestamp } from "../model/format/time";
import { useTimeZoneMode } from "./time-zone";
import { useNow } from "./useNow";

/** An absolute time in the user's chosen zone, with the relative time beside or in the tooltip. */
export function Timestamp({
  ms,
  showRelative = true,
  stacked = false,
}: {
  ms: number | null;
  showRelative?: boolean;
  /** The relative time on a line of its own, for narrow table columns. */
  stacked?: boolean;
}) {
  const zone = useTimeZoneMode();
  const now = useNow();
  if (ms === null) return <span className="text-slate-500">—</span>;
  const absolute = formatTimestamp(ms, zone);
  const relative = formatRelative(ms, now);
  return (
    <time
      dateTime={new Date(ms).toISOString()}
      title={
        showRelative
          ? formatTimestamp(ms, zone === "utc" ? "local" : "utc")
          : relative
      }
    >
      <span
        className={stacked ? "whitespace-nowrap tabular-nums" : "tabular-nums"}
      >
        {absolute}
      </span>
      {showRelative && (
        <span
          className={
            stacked
              ? "block whitespace-nowrap text-slate-500"
              : "ml-1.5 text-slate-500"
          }
        >
          ({relative})
        </span>
      )}
    </time>
  );
}
