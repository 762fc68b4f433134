/**
 * `session.json` of any version → the fields the sessions list shows.
 *
 * v1 (no `schema_version`, 0.4.32–0.6.16) keeps everything under `metadata` and lists
 * `history_files`; v2 adds the typed snapshot (`continuation.agents`, usage as
 * `input_tokens`/`output_tokens`), v3 renames usage to `prompt_tokens`/`completion_tokens`,
 * v4 adds `execution` (status, child link). Times stay naive local strings.
 */
import { toNaiveTime } from "../format/naive-time";
import type { SessionAgentInfo, SessionUsage } from "../session";
import { fastAgentSessionSchema } from "../wire/fast-agent";
import { describeIssues, WireFormatError } from "./wire-error";

export interface SessionJsonFields {
  schemaVersion: number;
  sessionId: string | null;
  title: string | null;
  label: string | null;
  firstUserPreview: string | null;
  createdAt: string | null;
  lastActivity: string | null;
  status: string | null;
  pinned: boolean;
  activeAgent: string | null;
  /** Agents with a saved history, active agent first. */
  agents: SessionAgentInfo[];
  usage: SessionUsage | null;
  parentSessionId: string | null;
  parentToolCallId: string | null;
}

/** Throws `WireFormatError` when the JSON is not a session.json of any version. */
export function readSessionJson(json: unknown): SessionJsonFields {
  const parsed = fastAgentSessionSchema.safeParse(json);
  if (!parsed.success)
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "session.json",
    );
  const session = parsed.data;
  const metadata = session.metadata ?? {};
  const version = session.schema_version ?? 1;
  const usage = session.analysis?.usage_summary;
  const child = session.execution?.child_link;
  const agents = version === 1 ? v1Agents(session) : snapshotAgents(session);
  const activeAgent =
    session.continuation?.active_agent ??
    metadata.agent_name ??
    agents[0]?.name ??
    null;
  return {
    schemaVersion: version,
    sessionId: session.session_id ?? session.name ?? null,
    title: metadata.title ?? null,
    label: metadata.label ?? null,
    firstUserPreview: metadata.first_user_preview ?? null,
    createdAt: toNaiveTime(session.created_at),
    lastActivity: toNaiveTime(session.last_activity),
    status: session.execution?.status ?? null,
    pinned: metadata.pinned ?? false,
    activeAgent,
    agents: [...agents].sort(
      (a, b) => Number(b.name === activeAgent) - Number(a.name === activeAgent),
    ),
    usage: usage ? usageOf(usage) : null,
    parentSessionId: child?.parent_session_id ?? null,
    parentToolCallId: child?.parent_tool_call_id ?? null,
  };
}

type Session = ReturnType<typeof fastAgentSessionSchema.parse>;

/**
 * A usage_summary with no count at all (`{}`, every field null) says nothing: null, so the
 * list falls back to the history's recorded usage, the sum its Stats tab shows.
 */
function usageOf(
  usage: NonNullable<NonNullable<Session["analysis"]>["usage_summary"]>,
): SessionUsage | null {
  const counts: SessionUsage = {
    inputTokens: usage.prompt_tokens ?? usage.input_tokens ?? null,
    outputTokens: usage.completion_tokens ?? usage.output_tokens ?? null,
    totalTokens: usage.total_tokens ?? null,
  };
  return Object.values(counts).every((count) => count === null) ? null : counts;
}

/** v2+: every registered agent is listed; those with a `history_file` have saved. */
function snapshotAgents(session: Session): SessionAgentInfo[] {
  return Object.entries(session.continuation?.agents ?? {})
    .filter(([, agent]) => agent?.history_file)
    .map(([name, agent]) => ({
      name,
      model: agent?.model ?? agent?.model_spec ?? null,
      provider: agent?.provider ?? null,
      resolvedPrompt: agent?.resolved_prompt ?? null,
    }));
}

/** v1: `last_history_by_agent`, else the names in `history_files` without `_previous`. */
function v1Agents(session: Session): SessionAgentInfo[] {
  const metadata = session.metadata ?? {};
  const names = metadata.last_history_by_agent
    ? Object.keys(metadata.last_history_by_agent)
    : (session.history_files ?? [])
        .map((file) => /^history_(.+?)\.json$/.exec(file)?.[1])
        .filter(
          (name): name is string => !!name && !name.endsWith("_previous"),
        );
  return [...new Set(names)].map((name) => ({
    name,
    model: metadata.agent_name === name ? (metadata.model ?? null) : null,
    provider: null,
    resolvedPrompt: null,
  }));
}
