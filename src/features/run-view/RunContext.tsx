import { Link } from "@tanstack/react-router";
import type { RunSummary } from "../../model/run";
import { Badge } from "../../ui/Badge";
import { CopyButton } from "../../ui/CopyButton";
import { DataText } from "../../ui/DataText";

/**
 * Who the run served, why it ran and from where, at a glance: the participant and the
 * channel, the trigger, the origin (TEST runs badged), the session and the conversation,
 * with links to the other runs of the session and of the customer. What the record does
 * not say is shown as not recorded, never guessed.
 */
export function RunContext({ summary }: { summary: RunSummary }) {
  const { trigger, agentId } = summary;
  const participant = trigger?.participantDisplayName ?? null;
  const participantId = trigger?.participantId ?? null;
  return (
    <section
      aria-label="Run context"
      className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-slate-700"
    >
      <Fact label="Served">
        {participant || participantId ? (
          <>
            <DataText
              text={participant ?? participantId!}
              className="font-medium"
            />
            {trigger?.provider && (
              <span className="text-slate-500"> via {trigger.provider}</span>
            )}
            {participantId && (
              <Link
                to="/agents/$agentId/runs"
                params={{ agentId }}
                search={{ participant: participantId }}
                className="ml-2 text-accent underline"
              >
                this customer's runs
              </Link>
            )}
          </>
        ) : (
          <span className="text-slate-500">no participant recorded</span>
        )}
      </Fact>
      <Fact label="Trigger">
        {trigger?.type || trigger?.id ? (
          <>
            {trigger.type ?? "type not recorded"}
            {trigger.id && <Id value={trigger.id} />}
          </>
        ) : (
          <span className="text-slate-500">not recorded</span>
        )}
      </Fact>
      <Fact label="Origin">
        {summary.origin === "TEST" ? (
          <Badge tone="warn" title="A test (draft) run, not production traffic">
            TEST
          </Badge>
        ) : (
          (summary.origin ?? (
            <span className="text-slate-500">not recorded</span>
          ))
        )}
      </Fact>
      <Fact label="Session">
        {summary.sessionId ? (
          <>
            <Id value={summary.sessionId} />
            <Link
              to="/agents/$agentId/runs"
              params={{ agentId }}
              search={{ session: summary.sessionId }}
              className="ml-2 text-accent underline"
            >
              runs in this session
            </Link>
          </>
        ) : (
          <span className="text-slate-500">none</span>
        )}
      </Fact>
      <Fact label="Topic">
        {summary.topicId ? (
          <Link
            to="/agents/$agentId/topics/$topicId"
            params={{ agentId, topicId: summary.topicId }}
            search={{ run: summary.id }}
            className="font-mono text-accent underline"
            title={`Open the conversation ${summary.topicId}`}
          >
            {summary.topicId}
          </Link>
        ) : (
          <span className="text-slate-500">none</span>
        )}
      </Fact>
    </section>
  );
}

function Fact({
  label,
  children,
}: {
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <span className="mr-1.5 uppercase tracking-wide text-slate-500">
        {label}
      </span>
      {children}
    </div>
  );
}

/** Ids longer than this show their start (the whole id on hover and in Copy). */
const SHOWN_ID_CHARS = 12;

function Id({ value }: { value: string }) {
  const shown =
    value.length > SHOWN_ID_CHARS + 1
      ? `${value.slice(0, SHOWN_ID_CHARS)}…`
      : value;
  return (
    <span
      title={value}
      className="ml-1 inline-flex items-center gap-1 font-mono text-slate-600"
    >
      {shown}
      <CopyButton
        text={value}
        label={`Copy ${value}`}
        title={`Copy ${value}`}
        className="px-1 py-0 text-[10px]"
      />
    </span>
  );
}
