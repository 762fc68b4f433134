/**
 * The recorded Fruxon API responses in `fixtures/fruxon/`, one realistic body per call the
 * proxy makes (docs/reference/fruxon-wire.md §2), and for each endpoint how a recording is
 * read and which demo API calls answer the same question.
 *
 * A recording is `<endpoint>.json` or `<endpoint>.<variant>.json`. Another variant of a
 * known endpoint is one new file; a new endpoint is its file plus one row in `ENDPOINTS`.
 * A file whose endpoint has no row fails the tests, so nothing is silently left unchecked.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DemoDataSet } from "../demo/dataset";
import {
  normalizeFruxonAgents,
  normalizeFruxonRecord,
  normalizeFruxonRecordList,
} from "../../src/model/normalize/fruxon-record";
import { normalizeFruxonResult } from "../../src/model/normalize/fruxon-result";
import { normalizeFruxonTrace } from "../../src/model/normalize/fruxon-trace";
import { normalizeFruxonTree } from "../../src/model/normalize/fruxon-tree";
import { normalizeFruxonParticipants } from "../../src/model/participants/participant";
import { readUpstreamError } from "./upstream-error";
import {
  normalizeFruxonEscalationPolicy,
  normalizeFruxonInboundMessages,
  normalizeFruxonSessions,
  normalizeFruxonTakeovers,
  normalizeFruxonTopic,
  normalizeFruxonTopicList,
  normalizeFruxonTurnPage,
} from "../../src/model/normalize/fruxon-topic";

export const RECORDINGS_DIR = fileURLToPath(
  new URL("../../fixtures/fruxon/", import.meta.url),
);

export interface Recording {
  file: string;
  endpoint: string;
  /** The part of the name after the endpoint (`bare-old-generation`, `404-problem`), or null. */
  variant: string | null;
  body: unknown;
}

/** A demo API request (path below the host); `token` overrides the demo's own. */
export interface DemoRequest {
  path: string;
  token?: string;
}

export interface RecordedEndpoint {
  /** Reads a recording as the app does; returns what went wrong (nothing, for a clean read). */
  read(recording: Recording): string[] | Promise<string[]>;
  /** Demo API calls answering the same question; [] when the demo does not serve it. */
  demo(data: DemoDataSet): DemoRequest[];
  /** Keys whose values are the agents' own data, compared by type only. */
  freeForm?: readonly string[];
  /**
   * Recorded key paths the demo does not exercise (forms the API may send that no demo run
   * has). Listed one by one, so a gap is a decision, not an accident.
   */
  notInDemo?: readonly string[];
}

const tenantPath = (data: DemoDataSet) => `/v1/tenants/${data.tenantId}`;
const recordPath = (data: DemoDataSet, record: Record<string, unknown>) =>
  `${tenantPath(data)}/agents/${String(record.agentId)}/executionRecords/${String(record.id)}`;
const count = (value: unknown, expected: number, what: string) =>
  value === expected ? [] : [`read ${String(value)} ${what} of ${expected}`];
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : -1);
const topicPath = (data: DemoDataSet, topic: Record<string, unknown>) =>
  `${tenantPath(data)}/agents/${String(topic.agentId)}/topics/${String(topic.id)}`;
/** A normalised list read every item of its page. */
const listRead = (
  list: { items: unknown[]; skipped: number },
  what: string,
): string[] =>
  list.skipped === 0 ? [] : [`${list.skipped} ${what} unreadable`];

export const ENDPOINTS: Record<string, RecordedEndpoint> = {
  "auth-health": {
    read: ({ body }) =>
      typeof (body as { tenantId?: unknown }).tenantId === "string"
        ? []
        : ["no tenantId"],
    demo: (data) => [{ path: `${tenantPath(data)}/auth/health` }],
  },
  agents: {
    read: ({ body }) =>
      count(normalizeFruxonAgents(body).length, lengthOf(body), "agents"),
    demo: (data) => [{ path: `${tenantPath(data)}/agents` }],
    freeForm: ["externalConfig"],
  },
  participants: {
    read: ({ body }) =>
      count(
        normalizeFruxonParticipants(body).length,
        lengthOf(body),
        "participants",
      ),
    demo: (data) => [{ path: `${tenantPath(data)}/participants` }],
  },
  record: {
    read: ({ body }) => {
      const run = normalizeFruxonRecord(body);
      return run.agentId ? [] : ["no agent id"];
    },
    demo: (data) =>
      data.runs.map((run) => ({ path: recordPath(data, run.record) })),
  },
  "record-list": {
    read: ({ body }) => {
      const page = normalizeFruxonRecordList(body, "");
      const items = (body as { items: unknown[] }).items;
      return [
        ...page.unreadable,
        ...count(page.runs.length, items.length, "rows"),
      ];
    },
    demo: (data) =>
      data.agents.map((agent) => ({
        path: `${tenantPath(data)}/agents/${String(agent.id)}/executionRecords?PageSize=500`,
      })),
  },
  trace: {
    read: ({ body }) => {
      const trace = normalizeFruxonTrace(body);
      return [
        ...trace.problems,
        ...trace.steps.flatMap((step) => step.problems),
        ...count(trace.steps.length, countWireSteps(body), "steps"),
      ];
    },
    demo: (data) =>
      data.runs
        .filter((run) => run.trace !== null)
        .map((run) => ({ path: `${recordPath(data, run.record)}:trace` })),
    freeForm: ["parameters", "jsonValue", "proposedParameters"],
    // docs/reference/fruxon-wire.md §15: a conversation turn whose content is an array of blocks.
    notInDemo: [
      "<step>.llmStepTrace.llmMessages[].content",
      "<step>.llmStepTrace.llmMessages[].content[]",
      "<step>.llmStepTrace.llmMessages[].content[].text",
      "<step>.llmStepTrace.llmMessages[].content[].type",
    ],
  },
  result: {
    read: ({ body }) =>
      normalizeFruxonResult(body).output ? [] : ["no output read"],
    demo: (data) =>
      data.runs
        .filter((run) => run.result !== null)
        .map((run) => ({ path: `${recordPath(data, run.record)}:result` })),
    freeForm: ["parameters", "jsonValue"],
  },
  tree: {
    read: ({ body }) => {
      const tree = normalizeFruxonTree(body);
      const nodes = (body as { nodes: unknown[] }).nodes;
      return [
        ...tree.problems,
        ...count(tree.nodes.length, nodes.length, "nodes"),
      ];
    },
    demo: (data) =>
      data.runs.map((run) => ({
        path: `${recordPath(data, run.record)}/tree`,
      })),
  },
  /** RFC 7807 problem details; the variant starts with the HTTP status. */
  problem: {
    read: readUpstreamError,
    demo: (data) => [
      { path: `${tenantPath(data)}/agents`, token: "not-the-demo-token" },
      { path: `/v1/tenants/another-tenant/agents` },
      { path: `${tenantPath(data)}/agents/nobody/executionRecords/none` },
    ],
    // An extension member some servers add (RFC 7807 allows any).
    notInDemo: ["traceId"],
  },
  // The conversation around a run (docs/reference/fruxon-conversation.md).
  topic: {
    read: ({ body }) => (normalizeFruxonTopic(body).id ? [] : ["no topic id"]),
    demo: (data) =>
      (data.conversations?.topics ?? []).map((topic) => ({
        path: topicPath(data, topic),
      })),
  },
  "topic-list": {
    read: ({ body }) => listRead(normalizeFruxonTopicList(body), "topics"),
    demo: (data) =>
      data.agents.map((agent) => ({
        path: `${tenantPath(data)}/agents/${String(agent.id)}/topics?PageSize=500`,
      })),
  },
  "topic-messages": {
    read: ({ body }) => {
      const page = normalizeFruxonTurnPage(body);
      const items = (body as { items: unknown[] }).items;
      return count(page.turns.length, items.length, "turns");
    },
    demo: (data) =>
      (data.conversations?.topics ?? []).map((topic) => ({
        path: `${topicPath(data, topic)}/messages?PageSize=500`,
      })),
  },
  "topic-sessions": {
    read: ({ body }) => listRead(normalizeFruxonSessions(body), "sessions"),
    demo: (data) =>
      (data.conversations?.topics ?? []).map((topic) => ({
        path: `${topicPath(data, topic)}/sessions`,
      })),
  },
  "inbound-messages": {
    read: ({ body }) =>
      listRead(normalizeFruxonInboundMessages(body), "messages"),
    demo: (data) => [
      { path: `${tenantPath(data)}/messages?delivery=WITHHELD` },
    ],
  },
  "escalation-history": {
    read: ({ body }) => listRead(normalizeFruxonTakeovers(body), "takeovers"),
    demo: (data) =>
      (data.conversations?.takeovers ?? []).map((takeover) => ({
        path: `${tenantPath(data)}/escalations/history?agentId=${String(takeover.agentId)}&address=${encodeURIComponent(String(takeover.address))}`,
      })),
  },
  "escalation-policy": {
    read: ({ body }) =>
      normalizeFruxonEscalationPolicy(body).mode ? [] : ["no mode read"],
    demo: (data) =>
      [...(data.conversations?.policies.keys() ?? [])].map((agentId) => ({
        path: `${tenantPath(data)}/agents/${agentId}/escalationPolicy`,
      })),
  },
  /** The `{message, details}` error form some server paths answer; the demo never does. */
  "error-message": { read: readUpstreamError, demo: () => [] },
};

/** Every recording in the folder, parsed. */
export function loadRecordings(): Recording[] {
  return readdirSync(RECORDINGS_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const stem = file.slice(0, -".json".length);
      const dot = stem.indexOf(".");
      return {
        file,
        endpoint: dot < 0 ? stem : stem.slice(0, dot),
        variant: dot < 0 ? null : stem.slice(dot + 1),
        body: JSON.parse(
          readFileSync(RECORDINGS_DIR + file, "utf8"),
        ) as unknown,
      };
    });
}

/** Wire steps in a trace of either generation, counted iteratively. */
function countWireSteps(body: unknown): number {
  const envelope = body as {
    trace?: { traces?: unknown[] };
    traces?: unknown[];
  };
  const stack = [...(envelope.trace?.traces ?? envelope.traces ?? [])];
  let steps = 0;
  while (stack.length > 0) {
    const step = stack.pop() as { steps?: unknown[] };
    steps += 1;
    stack.push(...(step.steps ?? []));
  }
  return steps;
}
