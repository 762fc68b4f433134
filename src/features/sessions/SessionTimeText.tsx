import { formatNaiveTime } from "../../model/format/naive-time";
import { SOURCE_WORDS, type SessionTime } from "../../model/session-times";
import { cn } from "../../ui/cn";
import { Timestamp } from "../../ui/Timestamp";

/**
 * A session time with where it comes from: writer-local times as written, recorded UTC
 * times in the chosen zone, and a file's mtime on this machine muted and said to be that.
 * `withLabel` prefixes what the time marks when a column's heading does not (a save).
 */
export function SessionTimeText({
  time,
  withLabel = false,
}: {
  time: SessionTime | null;
  withLabel?: boolean;
}) {
  if (time === null)
    return <span className="text-slate-500">not recorded</span>;
  const isMtime = time.source === "file modified";
  return (
    <span
      className={cn(isMtime && "italic text-slate-500")}
      data-time-source={time.source}
      title={`${time.label}, ${SOURCE_WORDS[time.source].long}${
        time.isMinute ? " (to the minute)" : ""
      }`}
    >
      {withLabel && `${time.label.toLowerCase()} `}
      {time.utcMs !== null ? (
        <Timestamp ms={time.utcMs} showRelative={false} />
      ) : (
        <span className="tabular-nums">
          {time.isMinute
            ? formatNaiveTime(time.naive).slice(0, 16)
            : formatNaiveTime(time.naive)}
        </span>
      )}
      {time.source !== "session.json" && (
        <span className="text-slate-500">
          {" "}
          ({SOURCE_WORDS[time.source].short})
        </span>
      )}
    </span>
  );
}
