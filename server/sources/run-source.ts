/**
 * Every place runs come from — the Fruxon API, the embedded demo (which is the Fruxon API
 * on a loopback port), a folder of saved CLI JSON — implements `RunSource`. Methods return
 * wire JSON of the Fruxon shapes (the proxy does not reshape data; the app validates and
 * normalises at its edge) and throw `SourceError`.
 *
 * Traces and results can be tens of MB, so they are *opened* rather than fetched: a source
 * may hand back the upstream's bytes as a stream the route relays as they arrive
 * (decision 0007), or JSON it already holds.
 */
import type { RunListQuery } from "../../src/model/run-list/run-list-query";

// The list query is the model's: the page's worker filters opened files with it too.
export type { RunListQuery };

/**
 * A JSON answer for the browser: a value the source parsed itself, or an upstream body
 * relayed byte for byte. A stream has already been checked to be a 2xx JSON answer that
 * starts like a JSON object or array; it fails (rather than ends early) when the upstream
 * is cut off or stalls, and must be consumed or cancelled.
 */
export type JsonBody =
  | { kind: "parsed"; value: unknown }
  | {
      kind: "stream";
      stream: ReadableStream<Uint8Array>;
      /** The upstream's Content-Length, when it declared one for these bytes. */
      contentLength: number | null;
    };

export function parsedBody(value: unknown): JsonBody {
  return { kind: "parsed", value };
}

/** The value of a body, reading a stream to its end: for callers that need the JSON itself. */
export async function readJsonBody(body: JsonBody): Promise<unknown> {
  if (body.kind === "parsed") return body.value;
  return JSON.parse(await new Response(body.stream).text()) as unknown;
}

/** A page of a topic's turns (newest first); `cursor` is the previous page's `nextPageToken`. */

export interface TurnPageQuery {
  pageSize: number;
  cursor?: string;
}

/** `messages list`: inbound messages of an agent, optionally one participant's, in a window. */
export interface InboundQuery {
  agentId: string;
  participantId?: string;
  /** `WITHHELD`, `WITHHELD_PENDING` or `DELIVERED`. */
  delivery?: string;
  /** Epoch ms, inclusive. */
  since?: number;
  until?: number;
}

export interface SourceDescription {
  kind: "fruxon" | "demo" | "traces";
  /** One line for the UI: where runs come from. */
  label: string;
  /** Files the source could not read, by name and position; the rest still loads. */
  problems: { file: string; message: string }[];
  /** Saved JSON only: the folder (or file) given, and how many files and runs it holds. */
  root?: string;
  fileCount?: number;
  runCount?: number;
}

export interface RunSource {
  describe(): Promise<SourceDescription>;
  /** `auth/health`: who the token is, for the source badge; sources without auth return null. */
  health(): Promise<unknown>;
  listAgents(): Promise<unknown>;
  listRuns(agentId: string, query: RunListQuery): Promise<unknown>;
  getRun(agentId: string, runId: string): Promise<unknown>;
  openTrace(agentId: string, runId: string): Promise<JsonBody>;
  openResult(agentId: string, runId: string): Promise<JsonBody>;
  getTree(agentId: string, runId: string): Promise<unknown>;
  /** Participant objects (docs/reference/fruxon-wire.md §4, an unpaged array); a source that knows nobody returns []. */
  listParticipants(): Promise<unknown>;
  /**
   * Why phone numbers and emails cannot be looked up here, or null when they can: saved
   * files without a saved participants directory know people only by the id and name
   * their runs' triggers carry. Absent: the source has the full directory.
   */
  participantDirectoryGap?(): Promise<string | null>;
  /*
   * The conversation around a run (docs/reference/fruxon-conversation.md). The first three
   * are documented calls; the rest are assumed paths, answered with a `ContextUnavailable`
   * (not an error) when the source does not expose them.
   */
  /** The topics of an agent, most recently active first; `participantId` narrows to one person. */
  listTopics(agentId: string, participantId?: string): Promise<unknown>;
  getTopic(agentId: string, topicId: string): Promise<unknown>;
  listTopicMessages(
    agentId: string,
    topicId: string,
    query: TurnPageQuery,
  ): Promise<unknown>;
  listTopicSessions(agentId: string, topicId: string): Promise<unknown>;
  listInboundMessages(query: InboundQuery): Promise<unknown>;
  listTakeovers(agentId: string, address: string): Promise<unknown>;
  getEscalationPolicy(agentId: string): Promise<unknown>;
  /*
   * The state a run decided from (docs/reference/fruxon-state.md): memories, the trigger,
   * approvals (documented calls) and the ledger (assumed paths, answered with a
   * `ContextUnavailable` when the source does not expose them).
   */
  listMemories(agentId: string): Promise<unknown>;
  getTrigger(triggerId: string): Promise<unknown>;
  listLedgerItems(triggerId: string, itemKey?: string): Promise<unknown>;
  listLedgerTransitions(triggerId: string, itemId: string): Promise<unknown>;
  listLedgerBatches(triggerId: string): Promise<unknown>;
  listLedgerPasses(triggerId: string): Promise<unknown>;
  listLedgerExclusions(triggerId: string): Promise<unknown>;
  /** Approvals (every status) whose `executionRecordId` is the run. */
  listRunApprovals(agentId: string, runId: string): Promise<unknown>;
  listApprovalAuditEvents(
    agentId: string,
    approvalId: string,
  ): Promise<unknown>;
  /**
   * The agent that owns an execution record: `agentHint` first (a dashboard URL's agent
   * segment), then every agent. Throws `not_found` when no agent has the record.
   */
  locateRun(runId: string, agentHint?: string): Promise<string>;
}
