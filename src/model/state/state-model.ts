/**
 * The state a run decided from, in the app's own terms: the trigger that fired it (and
 * the record's own trigger fields), a ledger item with its transitions and batches, the
 * automation's passes and exclusion reasons, approvals with their audit events, and
 * memories. Normalised from the wire in `normalize/fruxon-state.ts`.
 */
export interface ParameterMapping {
  parameterName: string;
  kind: string | null;
  value: string | null;
}

export interface TriggerConfig {
  id: string;
  kind: string | null;
  displayName: string | null;
  active: boolean | null;
  scheduleFrequency: string | null;
  scheduleDay: string | null;
  scheduleDayOfMonth: string | null;
  scheduleHour: string | null;
  scheduleMinute: string | null;
  intervalValue: number | null;
  intervalUnit: string | null;
  timezone: string | null;
  lastFiredAt: number | null;
  bindings: { agentId: string | null; parameterMappings: ParameterMapping[] }[];
}

/** The record's `trigger` as §16 assumes it: ids that lead to the trigger and ledger item. */
export interface RunTriggerRef {
  type: string | null;
  id: string | null;
  triggerFireAttemptId: string | null;
  firedAt: number | null;
  ledgerItemId: string | null;
  itemKey: string | null;
}

export interface LedgerItem {
  id: string;
  itemKey: string | null;
  stage: string | null;
  status: string | null;
  batchId: string | null;
  ignoreReason: string | null;
  data: unknown;
  updatedAt: number | null;
}

export interface LedgerTransition {
  at: number | null;
  fromStage: string | null;
  fromStatus: string | null;
  toStage: string | null;
  toStatus: string | null;
  executionRecordId: string | null;
  reason: string | null;
}

export interface LedgerBatch {
  id: string;
  stage: string | null;
  delivery: string | null;
  itemCount: number | null;
  createdAt: number | null;
  expiresAt: number | null;
}

export interface LedgerPass {
  id: string | null;
  firedAt: number | null;
  admitted: number | null;
  dispatched: number | null;
  completed: number | null;
  runs: number | null;
  cost: number | null;
}

export interface LedgerExclusion {
  stage: string | null;
  reason: string;
  count: number | null;
}

export interface ApprovalAuditEvent {
  id: string;
  eventType: string | null;
  actor: string | null;
  channel: string | null;
  decision: string | null;
  responseText: string | null;
  detail: string | null;
  createdAt: number | null;
}

export interface Approval {
  id: string;
  executionRecordId: string | null;
  gateType: string | null;
  toolKey: string | null;
  stepIdentifier: string | null;
  outboundMessage: string | null;
  authorizedApprovers: string[];
  status: string | null;
  expiresAt: number | null;
  respondedAt: number | null;
  respondedBy: string | null;
  decision: string | null;
  responseText: string | null;
  createdAt: number | null;
  /** null when the audit events were not read (or not exposed). */
  auditEvents: ApprovalAuditEvent[] | null;
}
