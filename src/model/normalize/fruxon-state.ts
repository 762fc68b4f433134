/**
 * State wire JSON → the model in `state/state-model.ts`: one function per answer. List rows
 * that do not parse are skipped (`list` in `fruxon-topic.ts`); a body of the wrong shape is
 * a `WireFormatError` naming the call.
 */
import {
  fruxonApprovalAuditEventSchema,
  fruxonApprovalSchema,
  fruxonLedgerBatchSchema,
  fruxonLedgerExclusionSchema,
  fruxonLedgerItemSchema,
  fruxonLedgerPassSchema,
  fruxonLedgerTransitionSchema,
  fruxonMemorySchema,
  fruxonParameterMappingSchema,
  fruxonTriggerSchema,
} from "../wire/fruxon-state";
import type { MemoryNow } from "../state/memory-picture";
import type {
  Approval,
  ApprovalAuditEvent,
  LedgerBatch,
  LedgerExclusion,
  LedgerItem,
  LedgerPass,
  LedgerTransition,
  ParameterMapping,
  RunTriggerRef,
  TriggerConfig,
} from "../state/state-model";
import { unwrapCliEnvelope } from "./cli-envelope";
import { toMeaningfulEnum } from "./enums";
import { list, time, type NormalizedList } from "./fruxon-topic";
import { describeIssues, WireFormatError } from "./wire-error";
import { isObject } from "../is-object";

export function normalizeFruxonMemories(
  json: unknown,
): NormalizedList<MemoryNow> {
  return list(json, "memories list", fruxonMemorySchema, (wire) => ({
    id: String(wire.id),
    title: wire.title ?? "",
    content:
      typeof wire.content === "string"
        ? wire.content
        : JSON.stringify(wire.content ?? null),
    modifiedAt: time(wire.modifiedAt) ?? time(wire.createdAt),
  }));
}

export function normalizeFruxonTrigger(json: unknown): TriggerConfig {
  const parsed = fruxonTriggerSchema.safeParse(unwrapCliEnvelope(json));
  if (!parsed.success)
    throw new WireFormatError(describeIssues(parsed.error.issues), "trigger");
  const wire = parsed.data;
  return {
    id: wire.id,
    kind: toMeaningfulEnum(wire.kind),
    displayName: wire.displayName ?? null,
    active: wire.active ?? null,
    scheduleFrequency: toMeaningfulEnum(wire.scheduleFrequency),
    scheduleDay: wire.scheduleDay ?? null,
    scheduleDayOfMonth: wire.scheduleDayOfMonth ?? null,
    scheduleHour: stringOf(wire.scheduleHour),
    scheduleMinute: stringOf(wire.scheduleMinute),
    intervalValue: wire.intervalValue ?? null,
    intervalUnit: toMeaningfulEnum(wire.intervalUnit),
    timezone: wire.timezone ?? null,
    lastFiredAt: time(wire.lastFiredAt),
    bindings: (wire.bindings ?? []).map((binding) => ({
      agentId: binding.agentId ?? null,
      parameterMappings: (binding.parameterMappings ?? []).flatMap(mapping),
    })),
  };
}

function mapping(item: unknown): ParameterMapping[] {
  const parsed = fruxonParameterMappingSchema.safeParse(item);
  if (!parsed.success || !parsed.data.parameterName) return [];
  const value = parsed.data.value;
  return [
    {
      parameterName: parsed.data.parameterName,
      kind: toMeaningfulEnum(parsed.data.kind),
      value:
        value === undefined || value === null
          ? null
          : typeof value === "string"
            ? value
            : JSON.stringify(value),
    },
  ];
}

/** The record's `trigger` object (kept raw on the summary): the ids §16 assumes. */
export function runTriggerRef(record: unknown): RunTriggerRef | null {
  const trigger = isObject(record) ? record.trigger : null;
  if (!isObject(trigger)) return null;
  return {
    type: toMeaningfulEnum(trigger.type),
    id: stringOf(trigger.id),
    triggerFireAttemptId: stringOf(trigger.triggerFireAttemptId),
    firedAt: typeof trigger.firedAt === "number" ? time(trigger.firedAt) : null,
    ledgerItemId: stringOf(trigger.ledgerItemId),
    itemKey: stringOf(trigger.itemKey),
  };
}

export function normalizeFruxonLedgerItems(
  json: unknown,
): NormalizedList<LedgerItem> {
  return list(json, "ledger items", fruxonLedgerItemSchema, (wire) => ({
    id: String(wire.id),
    itemKey: wire.itemKey ?? null,
    stage: wire.stage ?? null,
    status: toMeaningfulEnum(wire.status),
    batchId: wire.batchId ?? null,
    ignoreReason: wire.ignoreReason ?? null,
    data: wire.data ?? null,
    updatedAt: time(wire.updatedAt),
  }));
}

export function normalizeFruxonLedgerTransitions(
  json: unknown,
): NormalizedList<LedgerTransition> {
  return list(
    json,
    "ledger transitions",
    fruxonLedgerTransitionSchema,
    (wire) => ({
      at: time(wire.at),
      fromStage: wire.fromStage ?? null,
      fromStatus: toMeaningfulEnum(wire.fromStatus),
      toStage: wire.toStage ?? null,
      toStatus: toMeaningfulEnum(wire.toStatus),
      executionRecordId: wire.executionRecordId ?? null,
      reason: wire.reason ?? null,
    }),
  );
}

export function normalizeFruxonLedgerBatches(
  json: unknown,
): NormalizedList<LedgerBatch> {
  return list(json, "ledger batches", fruxonLedgerBatchSchema, (wire) => ({
    id: String(wire.id),
    stage: wire.stage ?? null,
    delivery: toMeaningfulEnum(wire.delivery),
    itemCount: wire.itemCount ?? null,
    createdAt: time(wire.createdAt),
    expiresAt: time(wire.expiresAt),
  }));
}

export function normalizeFruxonLedgerPasses(
  json: unknown,
): NormalizedList<LedgerPass> {
  return list(json, "ledger passes", fruxonLedgerPassSchema, (wire) => ({
    id: wire.id === null || wire.id === undefined ? null : String(wire.id),
    firedAt: time(wire.firedAt),
    admitted: wire.admitted ?? null,
    dispatched: wire.dispatched ?? null,
    completed: wire.completed ?? null,
    runs: wire.runs ?? null,
    cost: wire.cost ?? null,
  }));
}

export function normalizeFruxonLedgerExclusions(
  json: unknown,
): NormalizedList<LedgerExclusion> {
  return list(
    json,
    "ledger exclusions",
    fruxonLedgerExclusionSchema,
    (wire) => ({
      stage: wire.stage ?? null,
      reason: wire.reason,
      count: wire.count ?? null,
    }),
  );
}

export function normalizeFruxonApprovals(
  json: unknown,
): NormalizedList<Approval> {
  return list(json, "pending approvals", fruxonApprovalSchema, (wire) => ({
    id: String(wire.id),
    executionRecordId: wire.executionRecordId ?? null,
    gateType: toMeaningfulEnum(wire.gateType),
    toolKey: wire.toolKey ?? null,
    stepIdentifier: wire.stepIdentifier ?? null,
    outboundMessage: wire.outboundMessage ?? null,
    authorizedApprovers: (wire.authorizedApprovers ?? []).map((approver) =>
      typeof approver === "string" ? approver : JSON.stringify(approver),
    ),
    status: toMeaningfulEnum(wire.status),
    expiresAt: time(wire.expiresAt),
    respondedAt: time(wire.respondedAt),
    respondedBy: wire.respondedBy ?? null,
    decision: toMeaningfulEnum(wire.decision),
    responseText: wire.responseText ?? null,
    createdAt: time(wire.createdAt),
    auditEvents: null,
  }));
}

export function normalizeFruxonApprovalAuditEvents(
  json: unknown,
): NormalizedList<ApprovalAuditEvent> {
  return list(
    json,
    "approval audit events",
    fruxonApprovalAuditEventSchema,
    (wire) => ({
      id: String(wire.id),
      eventType: toMeaningfulEnum(wire.eventType),
      actor: wire.actor ?? null,
      channel: toMeaningfulEnum(wire.channel),
      decision: toMeaningfulEnum(wire.decision),
      responseText: wire.responseText ?? null,
      detail:
        wire.detail === undefined || wire.detail === null
          ? null
          : typeof wire.detail === "string"
            ? wire.detail
            : JSON.stringify(wire.detail),
      createdAt: time(wire.createdAt),
    }),
  );
}

function stringOf(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}
