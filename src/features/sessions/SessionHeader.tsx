import { Link } from "@tanstack/react-router";
import type { SessionDetail } from "../../model/session";
import { sessionStateOf } from "../../model/session-state";
import { sessionEnd, sessionStart } from "../../model/session-times";
import { Badge } from "../../ui/Badge";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { DataText } from "../../ui/DataText";
import { SourceProblems } from "../../ui/SourceProblems";
import { RelatedSessions } from "./RelatedSessions";
import { SessionTimeText } from "./SessionTimeText";
import { usageText } from "./usage-text";

/** What session.json (or the file name) says about the session, and the sessions related to it. */
export function SessionHeader({ detail }: { detail: SessionDetail }) {
  const { summary } = detail;
  const heading = summary.title ?? summary.firstUserPreview ?? summary.id;
  const start = sessionStart(summary);
  const end = sessionEnd(summary);
  const usage = usageText(summary.usage);
  const state = sessionStateOf(summary);
  return (
    <header className="space-y-2 px-4 pb-2 pt-3">
      <div className="flex items-center gap-3">
        <nav
          aria-label="Breadcrumb"
          className="min-w-0 truncate text-sm text-slate-500"
        >
          <Link to="/sessions" className="hover:underline">
            Sessions
          </Link>{" "}
          / <span className="font-mono text-slate-800">{summary.id}</span>
        </nav>
        <div className="ml-auto shrink-0">
          <CopyLinkButton />
        </div>
      </div>
      <h1 className="truncate text-lg font-semibold">
        <DataText text={heading} title={heading} />
      </h1>
      <dl
        className="flex flex-wrap gap-x-6 gap-y-1 text-sm"
        aria-label="Session facts"
      >
        <Fact label={start?.label ?? "Started"}>
          <SessionTimeText time={start} />
        </Fact>
        <Fact label={end?.label ?? "Last activity"}>
          <SessionTimeText time={end} />
        </Fact>
        {state && (
          <Fact label="Status" title={state.detail ?? undefined}>
            <Badge tone={state.tone}>{state.label}</Badge>
            {state.detail && (
              <span className="ml-1.5 text-xs text-slate-600">
                {state.detail}
              </span>
            )}
          </Fact>
        )}
        <Fact label="Agents">
          {detail.agents
            .map(
              (agent) =>
                `${agent.name}${agent.model ? ` (${agent.model})` : ""}`,
            )
            .join(", ") || "—"}
        </Fact>
        {usage && <Fact label="Usage">{usage}</Fact>}
        <Fact label="Format">
          {summary.schemaVersion !== null
            ? `session.json v${summary.schemaVersion}`
            : "history file (no session.json)"}
        </Fact>
      </dl>
      <p className="text-xs text-slate-500">
        Times from session.json, the session id and file names are the writer's
        local time (no zone); times recorded in the history, and the message
        times below, are UTC and follow the zone toggle.
      </p>
      <RelatedSessions detail={detail} />
      <SourceProblems problems={summary.problems} />
    </header>
  );
}

function Fact({
  label,
  title,
  children,
}: {
  label: string;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-baseline gap-1.5" title={title}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
