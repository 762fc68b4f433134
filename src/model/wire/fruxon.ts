/**
 * Wire schemas for the Fruxon API, as docs/reference/fruxon-wire.md describes it.
 *
 * Both doc generations pass: the new one (`{status, trace}` envelope, UPPER_SNAKE enums)
 * and the old one (bare trace object, PascalCase or numeric enums). Every field is
 * optional and nullable unless the app cannot work without it, and unknown keys are
 * kept (`looseObject`), because the live API is newer than any document about it.
 *
 * Steps are validated one at a time (`fruxonStepSchema` does not recurse into `steps`):
 * the normaliser walks the tree iteratively, so a run of 100,000 steps never meets a
 * recursive schema, and one malformed step is reported without losing the others.
 */
import { z } from "zod";

/** An enum on the wire: a string in any casing, or a number (old generation). */
const wireEnum = z.union([z.string(), z.number()]).nullish();
const wireNumber = z.number().nullish();
const wireString = z.string().nullish();

export const fruxonToolRefSchema = z.looseObject({
  integrationId: wireString,
  id: wireString,
});

export const fruxonResultDeliverySchema = z.looseObject({
  originalChars: wireNumber,
  deliveredChars: wireNumber,
  offloaded: z.boolean().nullish(),
  projected: z.boolean().nullish(),
});

export const fruxonResultSchema = z.looseObject({
  strValue: wireString,
  jsonValue: z.unknown().optional(),
  fileLink: wireString,
});

export const fruxonToolTraceSchema = z.looseObject({
  tool: fruxonToolRefSchema.nullish(),
  displayName: wireString,
  toolType: wireEnum,
  parameters: z.unknown().optional(),
  resultDelivery: fruxonResultDeliverySchema.nullish(),
  cost: z.unknown().optional(),
});

export const fruxonLlmStepTraceSchema = z.looseObject({
  providerId: wireString,
  model: wireString,
  inputTokens: wireNumber,
  outputTokens: wireNumber,
  cachedTokens: wireNumber,
  thinkingTokens: wireNumber,
  inputCost: wireNumber,
  outputCost: wireNumber,
  cachedCost: wireNumber,
  thinkingCost: wireNumber,
  totalCost: wireNumber,
  systemInstructions: z.unknown().optional(),
  reasoningBlocks: z.unknown().optional(),
  llmMessages: z.unknown().optional(),
  tools: z.unknown().optional(),
  serverToolInvocations: z.unknown().optional(),
});

/** One step, without validating its children (see the module docblock). */
export const fruxonStepSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  displayName: wireString,
  type: wireEnum,
  llmStepTrace: fruxonLlmStepTraceSchema.nullish(),
  toolTrace: fruxonToolTraceSchema.nullish(),
  hitlTrace: z.unknown().optional(),
  result: fruxonResultSchema.nullish(),
  status: wireEnum,
  error: z.unknown().optional(),
  startTime: wireNumber,
  endTime: wireNumber,
  duration: wireNumber,
  steps: z.array(z.unknown()).nullish(),
});

export const fruxonWaitingForSchema = z.looseObject({
  kind: wireEnum,
  displayName: wireString,
  participantKind: wireEnum,
  topicId: wireString,
  waitingSince: wireNumber,
  expiresAt: wireNumber,
  childCount: wireNumber,
});

/** The trace object: the body of the old generation's `:trace`, `trace` in the new one. */
export const fruxonTraceBodySchema = z.looseObject({
  agentExecutionRecordId: wireString,
  agentId: wireString,
  agentRevision: wireNumber,
  startTime: wireNumber,
  endTime: wireNumber,
  createdAt: wireNumber,
  tenantId: wireString,
  traces: z.array(z.unknown()).nullish(),
});

/** The new generation's `:trace` response (and the CLI's `trace -o json`). */
export const fruxonTraceEnvelopeSchema = z.looseObject({
  status: wireEnum,
  runType: wireEnum,
  rootExecutionId: wireString,
  waitingFor: fruxonWaitingForSchema.nullish(),
  trace: fruxonTraceBodySchema,
});

export const fruxonTriggerSchema = z.looseObject({
  type: wireEnum,
  id: wireString,
  provider: wireString,
  participantId: wireString,
  displayName: wireString,
  participantDisplayName: wireString,
  participantKind: wireEnum,
});

/** An execution record: a list item and the body of `GET …/executionRecords/{id}`. */
export const fruxonRecordSchema = z.looseObject({
  id: z.string(),
  agentId: wireString,
  agentRevision: wireNumber,
  remoteAgentRevision: wireString,
  startTime: wireNumber,
  endTime: wireNumber,
  status: wireEnum,
  deliveryStatus: wireEnum,
  runType: wireEnum,
  subject: wireString,
  origin: wireEnum,
  rejectionReason: wireString,
  rootExecutionId: wireString,
  sessionId: wireString,
  topicId: wireString,
  inputTokens: wireNumber,
  outputTokens: wireNumber,
  cachedTokens: wireNumber,
  thinkingTokens: wireNumber,
  hasResult: z.boolean().nullish(),
  hasTrace: z.boolean().nullish(),
  isSample: z.boolean().nullish(),
  trigger: fruxonTriggerSchema.nullish(),
  environmentSlug: wireString,
  createdAt: wireNumber,
  tenantId: wireString,
  inputCost: wireNumber,
  outputCost: wireNumber,
  cachedCost: wireNumber,
  thinkingCost: wireNumber,
  totalCost: wireNumber,
  durationMs: wireNumber,
});

export const fruxonRecordListSchema = z.looseObject({
  items: z.array(z.unknown()),
  nextPageToken: wireString,
  totalCount: wireNumber,
  /**
   * Not Fruxon's: the Tracelens proxy sets it when it stopped reading older pages for a
   * filter the upstream ignored — the start time of the oldest run it read.
   */
  resumeBefore: wireNumber,
});

export const fruxonResultResponseSchema = z.looseObject({
  agentExecutionRecordId: wireString,
  agentId: wireString,
  agentRevision: wireNumber,
  parameters: z.unknown().optional(),
  result: fruxonResultSchema.nullish(),
  createdAt: wireNumber,
});

export const fruxonAgentSchema = z.looseObject({
  id: z.string(),
  displayName: wireString,
  description: wireString,
  type: wireEnum,
  enabled: z.boolean().nullish(),
  currentRevision: wireNumber,
  tags: z.array(z.string()).nullish(),
  modifiedAt: wireNumber,
});

/** `GET /agents` is documented as an array; `{items: [...]}` is accepted too. */
export const fruxonAgentListSchema = z.union([
  z.array(z.unknown()),
  z.looseObject({ items: z.array(z.unknown()) }),
]);

export const fruxonTreeNodeSchema = z.looseObject({
  id: z.string(),
  agentId: wireString,
  parentExecutionRecordId: wireString,
  parentAsyncOperationId: wireString,
  depth: wireNumber,
  runType: wireEnum,
  status: wireEnum,
  startTime: wireNumber,
  endTime: wireNumber,
  durationMs: wireNumber,
  totalCost: wireNumber,
  creditsCharged: wireNumber,
  subject: wireString,
  trigger: fruxonTriggerSchema.nullish(),
});

export const fruxonTreeSchema = z.looseObject({
  rootExecutionId: wireString,
  nodes: z.array(z.unknown()),
  totals: z
    .looseObject({
      runs: wireNumber,
      failed: wireNumber,
      cost: wireNumber,
      credits: wireNumber,
      elapsedMs: wireNumber,
    })
    .nullish(),
});

export type FruxonStep = z.infer<typeof fruxonStepSchema>;
export type FruxonToolTrace = z.infer<typeof fruxonToolTraceSchema>;
export type FruxonLlmStepTrace = z.infer<typeof fruxonLlmStepTraceSchema>;
export type FruxonResult = z.infer<typeof fruxonResultSchema>;
export type FruxonWaitingFor = z.infer<typeof fruxonWaitingForSchema>;
export type FruxonTraceBody = z.infer<typeof fruxonTraceBodySchema>;
export type FruxonTrigger = z.infer<typeof fruxonTriggerSchema>;
