import { Link } from "@tanstack/react-router";
import { Timestamp } from "../../ui/Timestamp";
import { DataText } from "../../ui/DataText";

export interface QuietItem {
  key: string;
  topicId: string | null;
  entryId: string;
  at: number | null;
  label: string;
  text: string | null;
}

/** One section of the quiet-agent report, each item linked to its place in the conversation. */
export function QuietSection({
  title,
  empty,
  items,
  agentId,
}: {
  title: string;
  empty: string;
  items: QuietItem[];
  agentId: string;
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
    </section>
  );
}
