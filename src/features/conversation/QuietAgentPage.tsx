import { getRouteApi, Link } from "@tanstack/react-router";
import { useQuietReport } from "../../api/useQuietReport";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { Timestamp } from "../../ui/Timestamp";
import { ContextPartNotes } from "./ContextPartNotes";
import { QuietSection } from "./QuietSection";
import { DataText } from "../../ui/DataText";
import { describeHumanPresence } from "../../model/topic/takeover-evidence";

const route = getRouteApi("/agents/$agentId/quiet");

/**
 * `/agents/:agentId/quiet?participant=…`: "why did nobody reply?" when there is no run to
 * open — the customer's messages withheld from every agent, the takeovers of their
 * addresses, and their topics where they wrote last and nothing followed.
 */
export function QuietAgentPage() {
  const { agentId } = route.useParams();
  const search = route.useSearch();
  const participant = search.participant ?? "";
  const { person, since, until, reachedBackTo, report, parts } = useQuietReport(
    agentId,
    participant,
    search,
  );
  const who = person?.displayName ?? participant;
  return (
    <div className="mx-auto max-w-[1200px] space-y-4 p-6">
      <div className="flex items-center gap-3">
        <h1 className="text-xl font-semibold">
          Why no reply? <DataText text={who} />{" "}
          <span className="text-sm font-normal text-slate-500">
            with {agentId}
          </span>
        </h1>
        <div className="ml-auto">
          <CopyLinkButton />
        </div>
      </div>
      {!participant ? (
        <p className="text-sm text-slate-600">
          Name a customer: find them with the customer box at the top, then “Why
          no reply?”.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            From <Timestamp ms={since} /> to <Timestamp ms={until} />
            {reachedBackTo !== null
              ? " — reaching back to their last activity, older than the last 7 days"
              : ""}
            .{" "}
            <Link
              to="/agents/$agentId/runs"
              params={{ agentId }}
              search={{ participant }}
              className="text-accent underline"
            >
              Their runs
            </Link>
          </p>
          <ContextPartNotes parts={parts} />
          {report && (
            <>
              <QuietSection
                title={`Messages that never reached an agent (${report.withheld.length})`}
                empty={
                  <>
                    No withheld inbound messages from <Timestamp ms={since} />{" "}
                    to <Timestamp ms={until} />.
                  </>
                }
                before={report.withheldBefore}
                items={report.withheld.map((m) => ({
                  key: m.id,
                  topicId: m.topicId,
                  entryId: m.id,
                  at: m.receivedAt,
                  label: `${m.delivery ?? "WITHHELD"} · ${m.withheldReason ?? "no reason"} · ${m.withheldConsumedAt === null ? "never consumed" : "consumed later"}`,
                  text: m.text,
                }))}
                agentId={agentId}
              />
              <QuietSection
                title={`Takeovers (${report.takeovers.length})`}
                empty={
                  <>
                    No takeover of their addresses from <Timestamp ms={since} />{" "}
                    to <Timestamp ms={until} />.
                  </>
                }
                before={report.takeoversBefore}
                items={report.takeovers.map((t) => ({
                  key: t.id,
                  topicId: t.topicId,
                  entryId: t.id,
                  at: t.openedAt,
                  label: `${t.status ?? "status unknown"} · ${describeHumanPresence(t, [])}`,
                  text: t.address,
                }))}
                agentId={agentId}
              />
              <QuietSection
                title={`Topics where the customer wrote last (${report.unanswered.length})`}
                empty={
                  <>
                    In every topic active from <Timestamp ms={since} /> to{" "}
                    <Timestamp ms={until} />, a reply followed the customer's
                    last message.
                  </>
                }
                items={report.unanswered.map((q) => ({
                  key: q.topic.id,
                  topicId: q.topic.id,
                  entryId: q.lastId,
                  at: q.lastAt,
                  label: q.lastWasWithheld
                    ? "last message withheld — no run followed"
                    : "no reply after the customer's last turn",
                  text: q.lastText,
                }))}
                agentId={agentId}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
