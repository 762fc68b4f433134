/**
 * What a pasted link or id names, as the page's Open box reads it (`model/links`): a
 * Tracelens link (`/agents/A/runs/R?step=…`, its compare view, a conversation, a session),
 * a dashboard link carrying `id=` (the owner found by the proxy), a whole record id, or the
 * start of one the app showed (at least 4 characters; more than one match is an error
 * listing them, never a guess). When fast-agent sessions are served, a session id (or
 * `session/history`, as the session page's `against` writes it) names that history.
 */
import {
  pastedTarget,
  readDashboardLink,
} from "../../src/model/links/dashboard-link";
import type { RunIdPrefixAnswer } from "../../src/model/links/run-id-prefix";
import { apiPath } from "../../src/model/reads/api-path";
import { parseHistoryRef } from "../../src/model/session-ref";
import type { AssistantReads } from "./assistant-reads";
import { LocalApiError } from "./local-api";

export type RunTarget = {
  kind: "run";
  agentId: string;
  runId: string;
  step: string | null;
  /** A compare link's other run (`against=`); "previous" for a bare compare link. */
  against: string | null;
};

export type SessionTarget = {
  kind: "session";
  sessionId: string;
  /** The history key (`agent=`); null: the session's default history. */
  agent: string | null;
  step: string | null;
  /** The session page's `against` (another history or session). */
  against: string | null;
};

export type TopicTarget = {
  kind: "topic";
  agentId: string;
  topicId: string;
  message: string | null;
};

export type Target = RunTarget | SessionTarget | TopicTarget;

/** A link that names nothing: the caller's mistake (exit code 2 on the command line). */
export class BadLinkError extends Error {
  override name = "BadLinkError";
}

const TOPIC_PATH = /^\/agents\/([^/]+)\/topics\/([^/]+)\/?$/;
const SESSION_PATH = /^\/sessions\/([^/]+)\/?$/;
const RUN_PATH = /^\/agents\/([^/]+)\/runs\/([^/]+)(\/compare)?/;

export async function resolveTarget(
  reads: AssistantReads,
  text: string,
): Promise<Target> {
  const trimmed = text.trim();
  const url = viewerUrl(trimmed);
  if (url) {
    const named = sessionOrTopic(url);
    if (named) return named;
  } else {
    const session = await sessionOfRef(reads, trimmed);
    if (session) return session;
  }
  const target = pastedTarget(trimmed);
  if ("error" in target) throw new BadLinkError(target.error);
  if ("prefix" in target) return runOfPrefix(reads, target.prefix);
  const href = new URL(target.href, "http://link");
  const run = RUN_PATH.exec(href.pathname);
  if (run)
    return {
      kind: "run",
      agentId: decodeURIComponent(run[1]!),
      runId: decodeURIComponent(run[2]!),
      step: href.searchParams.get("step"),
      against: run[3] ? (href.searchParams.get("against") ?? "previous") : null,
    };
  const link = readDashboardLink(
    href.pathname,
    Object.fromEntries(href.searchParams),
  );
  if (!link) throw new BadLinkError("That link names no run.");
  const query = link.agentHint
    ? `?${new URLSearchParams({ agent: link.agentHint }).toString()}`
    : "";
  const owner = (await reads.getJson(
    `${apiPath("runs", link.id, "owner")}${query}`,
  )) as { agentId: string; runId: string };
  return {
    kind: "run",
    agentId: owner.agentId,
    runId: owner.runId,
    step: href.searchParams.get("step"),
    against: null,
  };
}

/** A session or conversation page's link; null for anything else. */
function sessionOrTopic(url: URL): SessionTarget | TopicTarget | null {
  const session = SESSION_PATH.exec(url.pathname);
  if (session)
    return {
      kind: "session",
      sessionId: decodeURIComponent(session[1]!),
      agent: url.searchParams.get("agent"),
      step: url.searchParams.get("step"),
      against: url.searchParams.get("against"),
    };
  const topic = TOPIC_PATH.exec(url.pathname);
  if (topic)
    return {
      kind: "topic",
      agentId: decodeURIComponent(topic[1]!),
      topicId: decodeURIComponent(topic[2]!),
      message: url.searchParams.get("message"),
    };
  return null;
}

/**
 * A bare `session` or `session/history` that the served sessions hold; null otherwise (no
 * sessions served, or no such session: then it is read as a run id).
 */
async function sessionOfRef(
  reads: AssistantReads,
  text: string,
): Promise<SessionTarget | null> {
  const ref = parseHistoryRef(text);
  if (!ref || /[?#\s]/.test(text)) return null;
  try {
    await reads.getJson(apiPath("sessions", ref.sessionId));
  } catch (error) {
    if (error instanceof LocalApiError && error.status < 500) return null;
    throw error;
  }
  return {
    kind: "session",
    sessionId: ref.sessionId,
    agent: ref.key,
    step: null,
    against: null,
  };
}

async function runOfPrefix(
  reads: AssistantReads,
  prefix: string,
): Promise<RunTarget> {
  const answer = (await reads.getJson(
    `${apiPath("runs")}?${new URLSearchParams({ prefix }).toString()}`,
  )) as RunIdPrefixAnswer;
  const [only, ...others] = answer.runs;
  if (!only)
    throw new LocalApiError(
      404,
      "not_found",
      `No run id starts with ${prefix} (searched ${answer.searched.runs} runs of ${answer.searched.agents} agents).`,
    );
  if (others.length > 0 || answer.more > 0)
    throw new BadLinkError(
      `${prefix} is the start of ${answer.runs.length + answer.more} run ids: ${answer.runs
        .map((run) => `${run.runId} (${run.agentId})`)
        .join(
          ", ",
        )}${answer.more ? ` and ${answer.more} more` : ""}. Give more of the id.`,
    );
  return {
    kind: "run",
    agentId: only.agentId,
    runId: only.runId,
    step: null,
    against: null,
  };
}

/** A URL or a path (`http://…/sessions/X`, `/agents/A/topics/T`); null for a bare id. */
function viewerUrl(text: string): URL | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !text.startsWith("/"))
    return null;
  try {
    return new URL(text, "http://link");
  } catch {
    return null;
  }
}
