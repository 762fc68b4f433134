import { getRouteApi, Link } from "@tanstack/react-router";
import { IdText } from "../../ui/short-ids/IdText";
import { Fragment, useCallback, type ComponentType } from "react";
import { useParticipant } from "../../api/useParticipant";
import { useTopicConversation } from "../../api/useTopicConversation";
import type { Finding } from "../../model/findings/finding";
import { loadedValue } from "../../model/topic/topic";
import { Fact } from "../../ui/Fact";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { Timestamp } from "../../ui/Timestamp";
import { ConversationBody } from "./ConversationBody";
import { EscalationPolicyView } from "./EscalationPolicyView";
import { DataText } from "../../ui/DataText";
import { DataParts } from "../../ui/DataParts";

const route = getRouteApi("/agents/$agentId/topics/$topicId");

/**
 * `/agents/:agentId/topics/:topicId`: one topic's whole conversation — who said what
 * (person, agent, or unknown author), session boundaries and why the previous session
 * ended, what never reached the agent, who held the chat — with its findings and, on
 * request, the escalation policy.
 */
export function ConversationPage({
  Findings,
}: {
  Findings: ComponentType<{
    findings: Finding[] | null;
    notChecked: string[];
    agentId: string;
  }>;
}) {
  const { agentId, topicId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const conversation = useTopicConversation(
    agentId,
    topicId,
    search.run ? { runId: search.run, runStartedAt: null } : null,
    search.message ?? null,
  );
  const select = useCallback(
    (message: string) =>
      void navigate({
        search: (prev) => ({ ...prev, message }),
        replace: true,
      }),
    [navigate],
  );
  const topic = loadedValue(conversation.topic);
  const participantName =
    useParticipant(topic?.participantId ?? null).person?.displayName ?? null;
  return (
    <div className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link to="/" className="hover:underline">
            Agents
          </Link>{" "}
          /{" "}
          <Link
            to="/agents/$agentId/runs"
            params={{ agentId }}
            className="hover:underline"
          >
            {agentId}
          </Link>{" "}
          / conversation <span className="font-mono">{topicId}</span>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {search.run && (
            <Link
              to="/agents/$agentId/runs/$runId"
              params={{ agentId, runId: search.run }}
              className="text-xs text-accent underline"
            >
              Back to run <IdText id={search.run} />
            </Link>
          )}
          <CopyLinkButton />
        </div>
      </div>
      <h1 className="text-lg font-semibold">Conversation</h1>
      {topic && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Fact label="State">
            <DataText text={topic.state ?? "not set"} />
          </Fact>
          {topic.subjectKind && (
            <Fact label="Kind">
              <DataText text={topic.subjectKind} />
            </Fact>
          )}
          <Fact label="Channel">
            {topic.channels.length === 0
              ? "—"
              : topic.channels.map((c, i) => (
                  <Fragment key={i}>
                    {i > 0 && ", "}
                    <DataParts parts={[c.kind, c.address]} separator=" " />
                  </Fragment>
                ))}
          </Fact>
          <Fact label="Last activity">
            <Timestamp ms={topic.lastActivityAt} />
          </Fact>
          {topic.resolvedAt !== null && (
            <Fact label="Resolved">
              <Timestamp ms={topic.resolvedAt} />
            </Fact>
          )}
          {topic.outcomeOneLiner && (
            <Fact label="Outcome">
              <DataText text={topic.outcomeOneLiner} />
            </Fact>
          )}
          {topic.participantId && (
            <Fact label="Participant">
              {participantName && (
                <>
                  <DataText text={participantName} />
                  {" · "}
                </>
              )}
              <Link
                to="/agents/$agentId/runs"
                params={{ agentId }}
                search={{ participant: topic.participantId }}
                className="text-accent underline"
              >
                their runs
              </Link>
              {" · "}
              <Link
                to="/agents/$agentId/quiet"
                params={{ agentId }}
                search={{ participant: topic.participantId }}
                className="text-accent underline"
              >
                why no reply?
              </Link>
            </Fact>
          )}
        </dl>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <section
          aria-label="Conversation"
          className="flex min-h-0 flex-col rounded-md border border-slate-200"
        >
          <ConversationBody
            conversation={conversation}
            agentId={agentId}
            participantName={participantName}
            selectedId={search.message ?? null}
            onSelect={select}
          />
        </section>
        <div tabIndex={0} className="min-h-0 space-y-3 overflow-auto">
          <Findings
            findings={conversation.findings}
            notChecked={conversation.notChecked}
            agentId={agentId}
          />
          <EscalationPolicyView agentId={agentId} />
        </div>
      </div>
    </div>
  );
}

/** The topic's participant's name, from the participants directory, when it lists them. */
