/**
 * The Fruxon API as a `RunSource`. The token lives here and only here: it is sent upstream
 * as `Authorization: Bearer …` and never appears in a response, a log line or an error.
 *
 * Only the documented read-only calls exist, each built from ids checked by `idSegment`
 * whatever their source (the browser, or an earlier upstream answer), percent-encoded (the
 * `:trace` verb suffix stays literal, as the API routes on it), and the query parameters
 * this proxy knows. Every call goes through `fetch-upstream.ts`, so every failure is
 * redacted and every request bounded; a new call adds one line here the same way.
 */
import { fetchUpstreamJson, openUpstreamJson } from "../http/fetch-upstream";
import { listEnforcingFilters } from "./enforce-list-filters";
import { idSegment } from "./ids";
import { agentIdsOf, createRunLocator } from "./locate-run";
import { fruxonCommand } from "../../src/model/findings/cli-command";
import { orNotExposed } from "./context-unavailable";
import { fruxonStateCalls } from "./fruxon-state-calls";
import type {
  InboundQuery,
  RunListQuery,
  RunSource,
  SourceDescription,
  TurnPageQuery,
} from "./run-source";

export interface FruxonSourceOptions {
  baseUrl: string;
  tenant: string;
  token: string;
  timeoutMs: number;
  kind?: "fruxon" | "demo";
  fetchImpl?: typeof fetch;
}

export function createFruxonSource(options: FruxonSourceOptions): RunSource {
  const { tenant, token, timeoutMs, fetchImpl } = options;
  const base = options.baseUrl.replace(/\/+$/, "");
  const tenantPath = `${base}/v1/tenants/${idSegment(tenant, "tenant")}`;
  const agentPath = (agentId: string) =>
    `${tenantPath}/agents/${idSegment(agentId, "agent")}`;
  const recordPath = (agentId: string, runId: string) =>
    `${agentPath(agentId)}/executionRecords/${idSegment(runId, "run")}`;
  const request = (url: string, what: string) => ({
    url,
    token,
    timeoutMs,
    what,
    ...(fetchImpl && { fetchImpl }),
  });
  const get = (url: string, what: string) =>
    fetchUpstreamJson(request(url, what));
  // Traces and results are relayed as they arrive, never parsed here (decision 0007).
  const open = (url: string, what: string) =>
    openUpstreamJson(request(url, what));

  const topicPath = (agentId: string, topicId: string) =>
    `${agentPath(agentId)}/topics/${idSegment(topicId, "topic")}`;

  const getRun = (agentId: string, runId: string) =>
    get(recordPath(agentId, runId), `run ${runId} of agent ${agentId}`);
  const locateRun = createRunLocator({
    listAgentIds: async () =>
      agentIdsOf(await get(`${tenantPath}/agents`, "the agents list")),
    getRun,
  });

  return {
    describe(): Promise<SourceDescription> {
      const kind = options.kind ?? "fruxon";
      return Promise.resolve({
        kind,
        label:
          kind === "demo"
            ? "Embedded demo data"
            : `Fruxon API ${base} · tenant ${tenant}`,
        problems: [],
      });
    },
    health: () =>
      get(`${tenantPath}/auth/health`, "the token check (auth/health)"),
    listAgents: () => get(`${tenantPath}/agents`, "the agents list"),
    listRuns: (agentId, query) =>
      listEnforcingFilters(query, (pageQuery) =>
        get(
          `${agentPath(agentId)}/executionRecords?${listParams(pageQuery)}`,
          `the runs of agent ${agentId}`,
        ),
      ),
    getRun,
    openTrace: (agentId, runId) =>
      open(
        `${recordPath(agentId, runId)}:trace`,
        `the trace of run ${runId} (agent ${agentId})`,
      ),
    openResult: (agentId, runId) =>
      open(
        `${recordPath(agentId, runId)}:result`,
        `the result of run ${runId} (agent ${agentId})`,
      ),
    getTree: (agentId, runId) =>
      get(
        `${recordPath(agentId, runId)}/tree`,
        `the spawn tree of run ${runId} (agent ${agentId})`,
      ),
    listParticipants: () =>
      get(`${tenantPath}/participants`, "the participants list"),
    locateRun,
    // The conversation around a run: one function per upstream call, each with its own
    // allowlisted params. Topics, a topic and its turns are documented paths (a 404 is a
    // real "not found"); sessions, inbound messages, takeovers and the policy are assumed
    // paths, where 404/501 means "this API does not expose it".
    listTopics: (agentId, participantId) =>
      get(
        `${agentPath(agentId)}/topics?${query({ PageSize: "50", participantId })}`,
        `the topics of agent ${agentId}`,
      ),
    getTopic: (agentId, topicId) =>
      get(topicPath(agentId, topicId), `topic ${topicId} of agent ${agentId}`),
    listTopicMessages: (agentId, topicId, page: TurnPageQuery) =>
      get(
        `${topicPath(agentId, topicId)}/messages?${query({ PageSize: String(page.pageSize), "PageToken.Cursor": page.cursor })}`,
        `the turns of topic ${topicId} (agent ${agentId})`,
      ),
    listTopicSessions: (agentId, topicId) =>
      orNotExposed(
        get(
          `${topicPath(agentId, topicId)}/sessions`,
          `the sessions of topic ${topicId}`,
        ),
        "a topic's sessions",
        fruxonCommand`fruxon agents topics sessions ${agentId} ${topicId} -o json`,
      ),
    listInboundMessages: (inbound: InboundQuery) =>
      orNotExposed(
        get(
          `${tenantPath}/messages?${inboundParams(inbound)}`,
          `the inbound messages of agent ${inbound.agentId}`,
        ),
        "inbound messages (withheld deliveries)",
        inbound.delivery
          ? fruxonCommand`fruxon messages list --agent ${inbound.agentId} --delivery ${inbound.delivery} -o json`
          : fruxonCommand`fruxon messages list --agent ${inbound.agentId} -o json`,
      ),
    listTakeovers: (agentId, address) =>
      orNotExposed(
        get(
          `${tenantPath}/escalations/history?${query({ agentId, address })}`,
          `the takeovers of ${address}`,
        ),
        "the escalation history",
        fruxonCommand`fruxon escalations history --agent ${agentId} --address ${address} -o json` ??
          fruxonCommand`fruxon escalations history --agent ${agentId} -o json`,
      ),
    getEscalationPolicy: (agentId) =>
      orNotExposed(
        get(
          `${agentPath(agentId)}/escalationPolicy`,
          `the escalation policy of agent ${agentId}`,
        ),
        "the escalation policy",
        fruxonCommand`fruxon escalations policy ${agentId} -o json`,
      ),
    ...fruxonStateCalls(tenantPath, agentPath, get),
  };
}

/**
 * Query parameters as the new API generation documents them (`Status` and `AgentRevision`
 * repeated), plus the names docs/reference/fruxon-wire.md §15 assumes for the CLI-only filters.
 */
export function listParams(query: RunListQuery): string {
  const params = new URLSearchParams();
  params.set("PageSize", String(query.pageSize));
  if (query.skip) params.set("PageToken.Skip", String(query.skip));
  if (query.cursor) params.set("PageToken.Cursor", query.cursor);
  if (query.startTime !== undefined)
    params.set("StartTime", String(query.startTime));
  if (query.endTime !== undefined) params.set("EndTime", String(query.endTime));
  for (const status of query.statuses) params.append("Status", status);
  for (const revision of query.revisions)
    params.append("AgentRevision", String(revision));
  if (query.participantId) params.set("ParticipantId", query.participantId);
  if (query.sessionId) params.set("SessionId", query.sessionId);
  if (query.origin) params.set("Origin", query.origin);
  if (query.tool) params.set("Tool", query.tool);
  if (query.withToolErrors) params.set("WithToolErrors", "true");
  return params.toString();
}

/** Query params from the defined entries only. */
function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, value);
  return search.toString();
}

/** `messages list` filters under the names Tracelens assumes (docs/reference/fruxon-conversation.md). */
export function inboundParams(inbound: InboundQuery): string {
  return query({
    agentId: inbound.agentId,
    participantId: inbound.participantId,
    delivery: inbound.delivery,
    since: inbound.since === undefined ? undefined : String(inbound.since),
    until: inbound.until === undefined ? undefined : String(inbound.until),
  });
}
