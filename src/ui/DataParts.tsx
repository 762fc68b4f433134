import { Fragment } from "react";
import { DataText } from "./DataText";

/**
 * Several data shown side by side — a name, a kind, a phone number — each in an isolate of
 * its own (`DataText`). Joined into one string they share one isolate, and a right-to-left
 * name turns the run around the phone beside it: `+972-52-555-0142` shows as
 * `972-52-555-0142+`. Empty parts are left out; the separator is ours, not data.
 */
export function DataParts({
  parts,
  separator = " · ",
  className,
}: {
  parts: ReadonlyArray<string | null | undefined>;
  separator?: string;
  className?: string;
}) {
  const shown = parts.filter((part): part is string => Boolean(part));
  return (
    <span className={className}>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && separator}
          <DataText text={part} />
        </Fragment>
      ))}
    </span>
  );
}
