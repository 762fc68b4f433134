/**
 * The app's own model of a run and its steps. Every source (the Fruxon API, saved CLI
 * JSON, fast-agent histories) is normalised into these types at the edge, so
 * components never see wire JSON.
 *
 * A run's steps are stored flat, in pre-order, with parent and child indexes: a run of
 * 100,000 steps is one array walked with loops, never a recursive structure.
 */

import type { MessageDetail } from "./conversation";

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

export type RunId = Brand<string, "RunId">;
export type AgentId = Brand<string, "AgentId">;
/** A step's dotted path as the CLI prints it: `1`, `1.1`, `1.1.3`. */
export type StepPath = Brand<string, "StepPath">;
/** Milliseconds: an epoch time or a duration. */
export type Ms = Brand<number, "Ms">;

export const asRunId = (value: string) => value as RunId;
export const asAgentId = (value: string) => value as AgentId;
export const asStepPath = (value: string) => value as StepPath;
export const asMs = (value: number) => value as Ms;

export const RUN_STATUSES = [
  "IN_PROGRESS",
  "WAITING_FOR_ASYNC",
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "REJECTED",
] as const;
/** Where a run came from (record `origin`, list filter `Origin`): the CLI's `--origin` values. */
export const RUN_ORIGINS = ["PRODUCTION", "TEST"] as const;

/** A run status, normalised to UPPER_SNAKE; unknown values are kept as they come. */
export type RunStatus =
  (typeof RUN_STATUSES)[number] | "UNSPECIFIED" | (string & {});

export type StepKind = "FLOW_STEP" | "LLM_STEP" | "TOOL" | "OTHER";

export interface ToolIdentity {
  integrationId: string | null;
  toolId: string | null;
  /** `integrationId/toolId`, as the CLI prints it. */
  label: string;
}

export interface ResultDelivery {
  originalChars: number | null;
  deliveredChars: number | null;
  offloaded: boolean;
  projected: boolean;
}

export interface StepResult {
  strValue: string | null;
  jsonValue: unknown;
  fileLink: string | null;
}

export interface ToolDetail {
  tool: ToolIdentity | null;
  displayName: string | null;
  toolType: string | null;
  parameters: unknown;
  resultDelivery: ResultDelivery | null;
  cost: unknown;
}

export interface TokenCounts {
  input: number | null;
  output: number | null;
  cached: number | null;
  thinking: number | null;
}

export interface Costs {
  input: number | null;
  output: number | null;
  cached: number | null;
  thinking: number | null;
  total: number | null;
}

export interface ConversationMessage {
  role: string;
  author: string | null;
  /** Text content, joined; null when the message has no text blocks. */
  text: string | null;
  /** The message as it came, for anything the text does not show. */
  raw: unknown;
}

export interface LlmDetail {
  providerId: string | null;
  model: string | null;
  tokens: TokenCounts;
  costs: Costs;
  systemInstructions: ConversationMessage[];
  reasoningBlocks: string[];
  messages: ConversationMessage[];
  tools: ToolIdentity[];
  serverToolInvocations: unknown[];
}

export interface Step {
  /** Position in pre-order; the key for every per-step lookup. */
  index: number;
  path: StepPath;
  /** Index of the parent step, or -1 for a top-level step. */
  parent: number;
  depth: number;
  children: number[];
  id: string | null;
  kind: StepKind;
  /** The type as it came on the wire, normalised to UPPER_SNAKE (`UNKNOWN` for old `Unknown`). */
  type: string;
  name: string;
  /**
   * What identifies the step when two runs are aligned, where its name is content rather
   * than a label (a conversation message's name is its text). null: kind + tool or name.
   */
  alignKey: string | null;
  status: string | null;
  isError: boolean;
  error: string | null;
  startTime: Ms | null;
  /** null while the step is still open (`endTime: 0` on the wire). */
  endTime: Ms | null;
  durationMs: Ms | null;
  llm: LlmDetail | null;
  tool: ToolDetail | null;
  hitl: unknown;
  result: StepResult | null;
  /** Problems met while reading this step (it is still shown). */
  problems: string[];
  /** Short markers shown beside the name (`sub-agent`, `template`, `parallel`); usually empty. */
  tags: string[];
  /** The conversation message behind the step, for sources that record one (fast-agent). */
  message: MessageDetail | null;
  /** The wire step without its `steps` array. */
  raw: unknown;
}

export interface WaitingFor {
  kind: string | null;
  displayName: string | null;
  participantKind: string | null;
  topicId: string | null;
  waitingSince: Ms | null;
  expiresAt: Ms | null;
  childCount: number | null;
}

export interface RunTrace {
  /**
   * `envelope`: the new `{status, trace}` shape; `bare`: the old generation's trace object;
   * `conversation`: a fast-agent history (`{messages: […]}`) read as a step tree.
   */
  generation: "envelope" | "bare" | "conversation";
  status: RunStatus | null;
  runType: string | null;
  rootExecutionId: string | null;
  waitingFor: WaitingFor | null;
  agentId: string | null;
  agentRevision: number | null;
  startTime: Ms | null;
  /** null while the run is open (`endTime: 0`). */
  endTime: Ms | null;
  steps: Step[];
  /** Indexes of the top-level steps, in order. */
  roots: number[];
  /** Indexes of steps with status ERROR, in pre-order. */
  errorIndexes: number[];
  byPath: ReadonlyMap<string, number>;
  problems: string[];
  /**
   * Present when `steps` are summaries (`summary-step.ts`: row fields, no payloads) and the
   * full steps are kept elsewhere — by the trace worker, under this key. Absent: full steps.
   */
  payloads?: { key: string };
  /**
   * Present while the trace worker is still reading the trace these summaries come from,
   * under this key: its steps' payloads are asked for by it as they are read (decision
   * 2001). Nothing computed over the whole trace may start from a trace with this set.
   */
  reading?: { key: string };
  /**
   * The deepest step's level (0 at the top), when whoever assembled the trace counted it as
   * its steps arrived (the page's copy of a worker-read trace). Absent: `deepestLevel(steps)`.
   */
  deepestLevel?: number;
  /**
   * `fingerprintSteps(steps)`, computed where the trace was read (the trace worker), so the
   * page need not pass over every step to tell two reads of a live run apart. Absent: the
   * page computes it.
   */
  stepsFingerprint?: string;
}

export interface Trigger {
  type: string | null;
  id: string | null;
  provider: string | null;
  participantId: string | null;
  participantDisplayName: string | null;
}

/** An execution record, as listed and as returned by `get`. */
export interface RunSummary {
  id: RunId;
  agentId: AgentId;
  agentRevision: number | null;
  remoteAgentRevision: string | null;
  /** null when the record does not say (old generation). */
  status: RunStatus | null;
  deliveryStatus: string | null;
  runType: string | null;
  origin: string | null;
  subject: string | null;
  rejectionReason: string | null;
  rootExecutionId: string | null;
  sessionId: string | null;
  topicId: string | null;
  trigger: Trigger | null;
  startTime: Ms | null;
  /** null while open. */
  endTime: Ms | null;
  tokens: TokenCounts & { total: number | null };
  costs: Costs;
  hasTrace: boolean | null;
  hasResult: boolean | null;
  environmentSlug: string | null;
  createdAt: Ms | null;
  raw: unknown;
}

export interface RunDetail {
  summary: RunSummary;
  /** null for a run without a trace (REJECTED, or none recorded). */
  trace: RunTrace | null;
  /** Why the trace is missing, when it is. */
  traceUnavailable: string | null;
  /** A cheap signature of the trace's content; changes when a live trace changes. */
  fingerprint: string;
  fetchedAt: Ms;
  /** When the fingerprint last changed between two fetches (or the first fetch). */
  lastChangedAt: Ms;
  /** What the last change between two reads was; null until a re-read differs. */
  lastChange: TraceChange | null;
}

/** How a live run's trace differed between two reads (docs/reference/investigation-workflow.md §4: save it, or re-read before concluding). */
export interface TraceChange {
  at: Ms;
  stepsBefore: number;
  stepsAfter: number;
  statusBefore: string | null;
  statusAfter: string | null;
  /** `waitingFor.kind` before and after (null when not suspended). */
  waitingBefore: string | null;
  waitingAfter: string | null;
  /** Steps that were open and are now closed (finished or failed). */
  stepsClosed: number;
}

export interface Agent {
  id: AgentId;
  displayName: string;
  description: string | null;
  currentRevision: number | null;
  enabled: boolean | null;
  type: string | null;
}
