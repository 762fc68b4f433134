import type { ApprovalAuditEvent } from "../../model/state/state-model";
import { Timestamp } from "../../ui/Timestamp";
import { DataText } from "../../ui/DataText";

/**
 * An approval's audit events in time order: when, what, who, through which channel, with
 * the decision and its text. A list rather than a table: the State panel can be narrow.
 */
export function ApprovalAuditList({
  events,
}: {
  /** null: the audit events were not read (the API did not expose them). */
  events: ApprovalAuditEvent[] | null;
}) {
  if (events === null)
    return (
      <p className="text-slate-600">
        Audit events: not read (the source did not expose them).
      </p>
    );
  if (events.length === 0)
    return <p className="text-slate-600">Audit events: none recorded.</p>;
  const ordered = [...events].sort(
    (a, b) => (a.createdAt ?? Infinity) - (b.createdAt ?? Infinity),
  );
  return (
    <div>
      <h4 className="text-slate-500">Audit events</h4>
      <ol aria-label="Audit events" className="space-y-0.5">
        {ordered.map((event) => {
          const said = [event.decision, event.responseText, event.detail]
            .filter(Boolean)
            .join(" · ");
          return (
            <li key={event.id} className="break-words">
              <Timestamp ms={event.createdAt} showRelative={false} />{" "}
              <span className="font-semibold">{event.eventType ?? "?"}</span>
              {event.actor && (
                <>
                  {" "}
                  by <DataText text={event.actor} />
                </>
              )}
              {event.channel && (
                <>
                  {" "}
                  via <DataText text={event.channel} />
                </>
              )}
              {said && (
                <>
                  {" "}
                  — <DataText text={said} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
