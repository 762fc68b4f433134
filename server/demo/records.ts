/**
 * Assembles one new-generation run: the trace envelope, the execution record and the
 * `:result` body, from one spec. The record's times come from the trace and its tokens
 * and costs are summed from the trace's LLM steps, so `get` and `:trace` always agree.
 */
import type { DemoRun, WireObject } from "./dataset";
import type { DemoContext } from "./context";
import { sumTraceUsage, ZERO_USAGE, type RecordUsage } from "./llm-usage";
import type { WireResult } from "./wire-builders";

export type RunType = "ROOT" | "SUBTASK" | "CONSULT";
export type RunStatus =
  | "IN_PROGRESS"
  | "WAITING_FOR_ASYNC"
  | "COMPLETED"
  | "FAILED"
  | "CANCELLED"
  | "REJECTED";
export type DeliveryStatus =
  "NOT_APPLICABLE" | "PENDING" | "DELIVERED" | "WITHHELD" | "FAILED";

export interface RunSpec {
  id: string;
  agentId: string;
  revision: number;
  /** Trace start. */
  start: number;
  /** Trace end; 0 while the run is open. */
  end: number;
  status: RunStatus;
  deliveryStatus: DeliveryStatus;
  runType: RunType;
  /** Defaults to the run itself (a root). */
  rootExecutionId?: string;
  subject: string;
  trigger: WireObject;
  destinations: WireObject[];
  sessionId: string | null;
  topicId: string | null;
  /** The run's inputs, for `:result`. */
  parameters: WireObject;
  /** The run's final output; null when it has none yet (or failed before one). */
  output: WireResult | null;
  traces: WireObject[];
  waitingFor?: WireObject;
  parentId?: string | null;
  parentAsyncOperationId?: string | null;
  isSample?: boolean;
  /** `PRODUCTION` unless said (`TEST`: a draft run). */
  origin?: "PRODUCTION" | "TEST";
}

export function assembleRun(ctx: DemoContext, spec: RunSpec): DemoRun {
  const rootExecutionId = spec.rootExecutionId ?? spec.id;
  const envelope: WireObject = {
    status: spec.status,
    runType: spec.runType,
    rootExecutionId,
  };
  if (spec.waitingFor) envelope.waitingFor = spec.waitingFor;
  envelope.trace = {
    agentExecutionRecordId: spec.id,
    agentId: spec.agentId,
    agentRevision: spec.revision,
    startTime: spec.start,
    endTime: spec.end,
    traces: spec.traces,
    createdAt: spec.start,
    tenantId: ctx.tenantId,
  };
  const finished = spec.end !== 0;
  return {
    record: executionRecord(ctx, spec, sumTraceUsage(spec.traces), {
      hasTrace: true,
      hasResult: finished,
    }),
    trace: envelope,
    result: finished ? resultBody(ctx, spec) : null,
    parentId: spec.parentId ?? null,
    parentAsyncOperationId: spec.parentAsyncOperationId ?? null,
  };
}

/** A run the pre-flight gate refused: a record and its reason, nothing else (docs/reference/fruxon-wire.md §12). */
export function assembleRejectedRun(
  ctx: DemoContext,
  spec: Omit<
    RunSpec,
    "end" | "status" | "deliveryStatus" | "traces" | "output"
  > & {
    rejectionReason: string;
  },
): DemoRun {
  const full: RunSpec = {
    ...spec,
    end: spec.start,
    status: "REJECTED",
    deliveryStatus: "NOT_APPLICABLE",
    traces: [],
    output: null,
  };
  const record = executionRecord(ctx, full, ZERO_USAGE, {
    hasTrace: false,
    hasResult: false,
  });
  record.rejectionReason = spec.rejectionReason;
  return { record, trace: null, result: null, parentId: spec.parentId ?? null };
}

function executionRecord(
  ctx: DemoContext,
  spec: RunSpec,
  usage: RecordUsage,
  has: { hasTrace: boolean; hasResult: boolean },
): WireObject {
  return {
    id: spec.id,
    agentId: spec.agentId,
    agentRevision: spec.revision,
    remoteAgentRevision: null,
    startTime: spec.start,
    endTime: spec.end,
    status: spec.status,
    deliveryStatus: spec.deliveryStatus,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    cachedTokens: usage.cachedTokens,
    hasResult: has.hasResult,
    hasTrace: has.hasTrace,
    isSample: spec.isSample ?? false,
    trigger: spec.trigger,
    destinations: spec.destinations,
    environmentSlug: "production",
    createdAt: spec.start,
    tenantId: ctx.tenantId,
    inputCost: usage.inputCost,
    outputCost: usage.outputCost,
    cachedCost: usage.cachedCost,
    thinkingCost: usage.thinkingCost,
    totalCost: usage.totalCost,
    subject: spec.subject,
    runType: spec.runType,
    origin: spec.origin ?? "PRODUCTION",
    rootExecutionId: spec.rootExecutionId ?? spec.id,
    sessionId: spec.sessionId,
    topicId: spec.topicId,
  };
}

function resultBody(ctx: DemoContext, spec: RunSpec): WireObject {
  return {
    agentExecutionRecordId: spec.id,
    agentId: spec.agentId,
    agentRevision: spec.revision,
    parameters: spec.parameters,
    result: spec.output,
    createdAt: spec.end,
    tenantId: ctx.tenantId,
  };
}
