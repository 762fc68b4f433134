import { Link } from "@tanstack/react-router";
import { formatNaiveTime } from "../../model/format/naive-time";
import type { SessionDetail } from "../../model/session";

/** Sub-agent trace files saved during this session, its child sessions, and the session a trace belongs to. */
export function RelatedSessions({ detail }: { detail: SessionDetail }) {
  const { summary } = detail;
  const groups = [
    {
      title: "Sub-agent traces saved during this session",
      items: detail.traces.map((t) => ({
        id: t.id,
        note: `saved ${formatNaiveTime(t.savedAtFromName)} · ${t.histories[0]?.messageCount ?? "?"} messages`,
      })),
    },
    {
      title: "Child sessions",
      items: detail.childSessions.map((c) => ({
        id: c.id,
        note: c.firstUserPreview ?? c.agents.join(", "),
      })),
    },
    {
      title: "Saved during session",
      items: summary.withinSessions.map((id) => ({
        id,
        note: "matched by the trace file's save time",
      })),
    },
    {
      title: "Parent session",
      items: summary.parentId
        ? [{ id: summary.parentId, note: "spawned this one" }]
        : [],
    },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      {groups.map((group) => (
        <section
          key={group.title}
          aria-label={group.title}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
        >
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {group.title}
          </h2>
          {group.items.map((item) => (
            <span key={item.id}>
              <Link
                to="/sessions/$sessionId"
                params={{ sessionId: item.id }}
                className="font-mono text-xs text-accent underline"
              >
                {item.id}
              </Link>{" "}
              <span className="text-xs text-slate-500">{item.note}</span>
            </span>
          ))}
        </section>
      ))}
    </div>
  );
}
