/**
 * What a tool works on once a link is resolved: a Fruxon run (its record and trace) or a
 * fast-agent history (a session's, read as a step tree), with the web link of each step —
 * so `get_step` and `search_steps` read both the same way.
 */
import { normalizeFastAgentHistory } from "../../src/model/normalize/fast-agent-history";
import { apiPath } from "../../src/model/reads/api-path";
import type { RunDetail, RunTrace } from "../../src/model/run";
import type {
  NormalizedHistory,
  SessionDetail,
  SessionHistoryInfo,
} from "../../src/model/session";
import { defaultHistoryKey } from "../../src/model/session-ref";
import { runUrl } from "../../src/model/summary/run-summary";
import type { AssistantReads } from "./assistant-reads";
import { pageLinks } from "./answers/links";
import {
  BadLinkError,
  resolveTarget,
  type RunTarget,
  type SessionTarget,
} from "./run-target";
import { LocalApiError } from "./local-api";

export type RunSubject = {
  kind: "run";
  target: RunTarget;
  detail: RunDetail;
  trace: RunTrace | null;
  link: (step?: string) => string;
};

export type SessionSubject = {
  kind: "session";
  target: SessionTarget;
  session: SessionDetail;
  info: SessionHistoryInfo;
  history: NormalizedHistory;
  trace: RunTrace;
  link: (step?: string) => string;
};

export type Subject = RunSubject | SessionSubject;

/** The run or history a link names; a conversation's link is refused (it names no run). */
export async function openSubject(
  reads: AssistantReads,
  text: string,
): Promise<Subject> {
  const target = await resolveTarget(reads, text);
  if (target.kind === "topic")
    throw new BadLinkError(
      "That is a conversation's link, not a run's: ask for the conversation, or give a run of it.",
    );
  return target.kind === "run"
    ? openRun(reads, target)
    : openHistory(reads, target);
}

export async function openRun(
  reads: AssistantReads,
  target: RunTarget,
): Promise<RunSubject> {
  const detail = await reads.detail(target.agentId, target.runId);
  return {
    kind: "run",
    target,
    detail,
    trace: detail.trace,
    link: (step) => runUrl(reads.origin, detail.summary, step),
  };
}

export async function openHistory(
  reads: AssistantReads,
  target: SessionTarget,
): Promise<SessionSubject> {
  const session = (await reads.getJson(
    apiPath("sessions", target.sessionId),
  )) as SessionDetail;
  const key = target.agent ?? defaultHistoryKey(session.summary);
  const info = session.summary.histories.find((history) => history.key === key);
  if (!info)
    throw new LocalApiError(
      404,
      "not_found",
      `Session ${target.sessionId} has no history ${key ?? "(none)"}; it has ${session.summary.histories.map((history) => history.key).join(", ") || "none"}.`,
    );
  const json = await reads.getJson(
    apiPath("sessions", target.sessionId, "histories", info.key),
  );
  const history = normalizeFastAgentHistory(json, { agent: info.key });
  return {
    kind: "session",
    target,
    session,
    info,
    history,
    trace: history.trace,
    link: (step) =>
      pageLinks(reads.origin).session(target.sessionId, {
        agent: info.key,
        step: step ?? null,
      }),
  };
}
