/**
 * Wire schemas of the state a run decided from: memories (documented), a trigger
 * (documented), the ledger's items, transitions, batches, passes and exclusions (paths and
 * shapes Tracelens assumes, docs/reference/fruxon-state.md), approvals and their audit
 * events (documented). Every field is optional and nullable except an item's id where it
 * has one; unknown keys are kept.
 */
import { z } from "zod";

const wireEnum = z.union([z.string(), z.number()]).nullish();
const wireNumber = z.number().nullish();
const wireString = z.string().nullish();
const wireId = z.union([z.string(), z.number()]);

export const fruxonMemorySchema = z.looseObject({
  id: wireId,
  title: wireString,
  content: z.unknown().optional(),
  tags: z.array(z.unknown()).nullish(),
  createdAt: wireNumber,
  modifiedAt: wireNumber,
});

export const fruxonParameterMappingSchema = z.looseObject({
  parameterName: wireString,
  kind: wireEnum,
  value: z.unknown().optional(),
});

export const fruxonTriggerSchema = z.looseObject({
  id: z.string(),
  kind: wireEnum,
  displayName: wireString,
  active: z.boolean().nullish(),
  scheduleFrequency: wireEnum,
  scheduleDay: wireString,
  scheduleDayOfMonth: wireString,
  scheduleHour: z.union([z.string(), z.number()]).nullish(),
  scheduleMinute: z.union([z.string(), z.number()]).nullish(),
  intervalValue: wireNumber,
  intervalUnit: wireEnum,
  timezone: wireString,
  lastFiredAt: wireNumber,
  bindings: z
    .array(
      z.looseObject({
        agentId: wireString,
        parameterMappings: z.array(z.unknown()).nullish(),
      }),
    )
    .nullish(),
});

export const fruxonLedgerItemSchema = z.looseObject({
  id: wireId,
  itemKey: wireString,
  stage: wireString,
  status: wireEnum,
  batchId: wireString,
  ignoreReason: wireString,
  data: z.unknown().optional(),
  updatedAt: wireNumber,
});

export const fruxonLedgerTransitionSchema = z.looseObject({
  at: wireNumber,
  fromStage: wireString,
  fromStatus: wireEnum,
  toStage: wireString,
  toStatus: wireEnum,
  executionRecordId: wireString,
  reason: wireString,
});

export const fruxonLedgerBatchSchema = z.looseObject({
  id: wireId,
  stage: wireString,
  delivery: wireEnum,
  itemCount: wireNumber,
  createdAt: wireNumber,
  expiresAt: wireNumber,
});

export const fruxonLedgerPassSchema = z.looseObject({
  id: wireId.nullish(),
  firedAt: wireNumber,
  admitted: wireNumber,
  dispatched: wireNumber,
  completed: wireNumber,
  runs: wireNumber,
  cost: wireNumber,
});

export const fruxonLedgerExclusionSchema = z.looseObject({
  stage: wireString,
  reason: z.string(),
  count: wireNumber,
});

export const fruxonApprovalSchema = z.looseObject({
  id: wireId,
  executionRecordId: wireString,
  gateType: wireEnum,
  toolKey: wireString,
  stepIdentifier: wireString,
  outboundMessage: wireString,
  authorizedApprovers: z.array(z.unknown()).nullish(),
  status: wireEnum,
  expiresAt: wireNumber,
  respondedAt: wireNumber,
  respondedBy: wireString,
  decision: wireEnum,
  responseText: wireString,
  createdAt: wireNumber,
});

export const fruxonApprovalAuditEventSchema = z.looseObject({
  id: wireId,
  approvalRequestId: wireString,
  eventType: wireEnum,
  channel: wireEnum,
  actor: wireString,
  decision: wireEnum,
  responseText: wireString,
  detail: z.unknown().optional(),
  createdAt: wireNumber,
});
