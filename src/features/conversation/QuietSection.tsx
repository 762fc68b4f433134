import { Link } from "@tanstack/react-router";
import { Timestamp } from "../../ui/Timestamp";
import { DataText } from "../../ui/DataText";
import type { BeforeWindow } from "../../model/topic/quiet-report";

export interface QuietItem {
  key: string;
  topicId: string | null;
  entryId: string;
  at: number | null;
  label: string;
  text: string | null;
}

/**
 * One section of the quiet-agent report, each item linked to its place in the
 * conversation. What lies before the window is counted, with the latest one's time and a
 * link that widens the window back to it: a section empty in a window is not empty.
 */
export function QuietSection({
  title,
  empty,
  items,
  agentId,
  before = null,
}: {
  title: string;
  empty: React.ReactNode;
  items: QuietItem[];
  agentId: string;
  before?: BeforeWindow | null;
}) {
  return (
    <section aria-label={title} className="rounded-md border border-slate-200">
      <h2 className="border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.key} className="px-3 py-1.5 text-sm">
              <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
                <Timestamp ms={item.at} />
                <span className="font-medium text-slate-800">{item.label}</span>
                {item.topicId && (
                  <Link
                    to="/agents/$agentId/topics/$topicId"
                    params={{ agentId, topicId: item.topicId }}
                    search={{ message: item.entryId }}
                    className="text-accent underline"
                  >
                    open in the conversation
                  </Link>
                )}
              </p>
              {item.text && (
                <DataText
                  block
                  text={item.text}
                  className="whitespace-pre-wrap"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {before && (
        <p className="border-t border-slate-100 px-3 py-2 text-sm text-slate-600">
          {before.count} more before this window, the latest at{" "}
          <Timestamp ms={before.latestAt} />.{" "}
          <Link
            to="/agents/$agentId/quiet"
            params={{ agentId }}
            search={(prev) => ({ ...prev, since: String(before.latestAt) })}
            className="text-accent underline"
          >
            Look back to it
          </Link>
        </p>
      )}
    </section>
  );
}
