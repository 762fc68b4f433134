import type { RunDetail } from "../../model/run";
import { isRunLive } from "../../model/normalize/run-detail";
import { runStatus } from "../../model/run-metrics";
import { formatDuration } from "../../model/format/duration";
import { Timestamp } from "../../ui/Timestamp";
import { useNow } from "../../ui/useNow";
import { TraceChangedNotice } from "./TraceChangedNotice";
import { fruxonCommand } from "../../model/findings/cli-command";
import {
  expiredForMs,
  STUCK_PAST_EXPIRY,
  withArticle,
} from "../../model/findings/wait-words";

/**
 * What the status alone does not say: what a suspended run waits on (a suspended run is
 * never shown as hung), that a live run is being followed, when its trace last changed
 * and what changed, and that a rejected run never ran.
 */
export function RunStateBanners({ detail }: { detail: RunDetail }) {
  const waitingFor = detail.trace?.waitingFor ?? null;
  const status = runStatus(detail);
  return (
    <>
      {status === "REJECTED" && <RejectedBanner detail={detail} />}
      {waitingFor && <WaitingBanner waitingFor={waitingFor} />}
      {status === "WAITING_FOR_ASYNC" && !waitingFor && (
        <Banner tone="open" title="Suspended (WAITING_FOR_ASYNC)">
          The run is parked, not hung, but its trace does not say what it waits
          on.
        </Banner>
      )}
      {status === "IN_PROGRESS" && <CancelNote detail={detail} />}
      {status === "CANCELLED" && (
        <Banner tone="warn" title="CANCELLED — the run was stopped">
          Someone (or something) cancelled it before it finished: steps still
          open at that moment never ended, and it has no final output.
        </Banner>
      )}
      {isRunLive(detail) && <LiveBanner detail={detail} />}
      {detail.lastChange && <TraceChangedNotice change={detail.lastChange} />}
    </>
  );
}

function RejectedBanner({ detail }: { detail: RunDetail }) {
  return (
    <Banner tone="warn" title="REJECTED — this run never ran">
      It was stopped at the pre-flight gate (cost budget, exhausted credits or
      licence), so there is no trace to read: the reason below is the whole
      story.
      <p className="mt-2 font-medium text-slate-900">
        Reason: {detail.summary.rejectionReason ?? "the record gives none."}
      </p>
    </Banner>
  );
}

function WaitingBanner({
  waitingFor,
}: {
  waitingFor: NonNullable<NonNullable<RunDetail["trace"]>["waitingFor"]>;
}) {
  const now = useNow(10_000);
  const who = [
    waitingFor.displayName,
    waitingFor.participantKind && `(${waitingFor.participantKind})`,
  ]
    .filter(Boolean)
    .join(" ");
  const expiredFor = expiredForMs(waitingFor, now);
  const expired = expiredFor !== null;
  const what = `waiting for ${withArticle(waitingFor.kind ?? "reply")}${who ? ` from ${who}` : ""}`;
  return (
    <Banner
      tone={expired ? "warn" : "open"}
      title={
        expired
          ? `Stuck: ${what}, expired ${formatDuration(expiredFor)} ago`
          : `Suspended, ${what}`
      }
    >
      {/* One line: the findings panel below carries the topic and the way out. */}
      <dl className="flex flex-wrap gap-x-6 gap-y-0.5">
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Waiting on</dt>
          <dd>
            <span className="font-semibold">
              {waitingFor.kind ?? "unknown"}
            </span>
            {waitingFor.kind === "SUBTASK" &&
              waitingFor.childCount !== null &&
              ` · ${waitingFor.childCount} sub-task(s)`}
            {who && ` · ${who}`}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Waiting since</dt>
          <dd>
            <Timestamp ms={waitingFor.waitingSince} />
            {waitingFor.waitingSince !== null &&
              ` · ${formatDuration(now - waitingFor.waitingSince)}`}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">{expired ? "Expired" : "Expires"}</dt>
          <dd>
            <Timestamp ms={waitingFor.expiresAt} />
            {waitingFor.expiresAt !== null &&
              (expired
                ? ` · ${formatDuration(expiredFor)} ago`
                : ` · in ${formatDuration(waitingFor.expiresAt - now)}`)}
          </dd>
        </div>
      </dl>
      <p className={expired ? "font-medium text-slate-900" : "text-slate-600"}>
        {expired
          ? STUCK_PAST_EXPIRY
          : "A suspended run is not hung: it resumes when the answer arrives, or the sweeper times the wait out at expiry."}
      </p>
    </Banner>
  );
}

/** What cancelling a running run does, before anyone reaches for it. */
function CancelNote({ detail }: { detail: RunDetail }) {
  const { agentId, id } = detail.summary;
  const command = fruxonCommand`fruxon agents executions cancel ${agentId} ${id} --wait`;
  return (
    <p role="note" aria-label="Cancelling" className="text-xs text-slate-600">
      In progress. A cancel only <em>requests</em> it: the run stops at its next
      checkpoint, and a run that finishes first stays COMPLETED.{" "}
      {command && (
        <>
          <code className="font-mono">{command}</code> waits to see which.
        </>
      )}
    </p>
  );
}

function LiveBanner({ detail }: { detail: RunDetail }) {
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-step-open">
      <span className="size-2 animate-pulse rounded-full bg-step-open" />
      Live: following this run. The trace last changed{" "}
      <Timestamp ms={detail.lastChangedAt} /> — a live trace can differ between
      two reads.
    </p>
  );
}

function Banner({
  tone,
  title,
  children,
}: {
  tone: "open" | "warn";
  title: string;
  children: React.ReactNode;
}) {
  const classes =
    tone === "open"
      ? "border-step-open/30 bg-step-open-soft"
      : "border-step-warn-line bg-step-warn-soft";
  return (
    <section
      role="status"
      aria-label={title}
      className={`rounded-md border p-3 text-sm ${classes}`}
    >
      <h2
        className={
          tone === "open"
            ? "font-semibold text-step-open"
            : "font-semibold text-step-warn"
        }
      >
        {title}
      </h2>
      <div className="mt-1 text-slate-800">{children}</div>
    </section>
  );
}
