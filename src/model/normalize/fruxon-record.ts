/**
 * Execution records (`executions list` rows and `executions get`) → `RunSummary`;
 * the agents list → `Agent[]`.
 */
import {
  fruxonAgentListSchema,
  fruxonAgentSchema,
  fruxonRecordListSchema,
  fruxonRecordSchema,
  type FruxonTrigger,
} from "../wire/fruxon";
import {
  asAgentId,
  asMs,
  asRunId,
  type Agent,
  type Ms,
  type RunSummary,
  type Trigger,
} from "../run";
import { toMeaningfulEnum, toUpperSnake } from "./enums";
import { describeIssues, WireFormatError } from "./wire-error";

/** One record. `fallbackAgentId` covers old records that do not repeat their agent. */
export function normalizeFruxonRecord(
  json: unknown,
  fallbackAgentId = "",
): RunSummary {
  const parsed = fruxonRecordSchema.safeParse(json);
  if (!parsed.success) {
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "execution record",
    );
  }
  const record = parsed.data;
  const start = positive(record.startTime);
  const end = positive(record.endTime);
  const tokens = {
    input: record.inputTokens ?? null,
    output: record.outputTokens ?? null,
    cached: record.cachedTokens ?? null,
    thinking: record.thinkingTokens ?? null,
  };
  return {
    id: asRunId(record.id),
    agentId: asAgentId(record.agentId ?? fallbackAgentId),
    agentRevision: record.agentRevision ?? null,
    remoteAgentRevision: record.remoteAgentRevision ?? null,
    status: toUpperSnake(record.status),
    deliveryStatus: toUpperSnake(record.deliveryStatus),
    runType: toMeaningfulEnum(record.runType),
    origin: toMeaningfulEnum(record.origin),
    subject: record.subject ?? null,
    rejectionReason: record.rejectionReason ?? null,
    rootExecutionId: record.rootExecutionId ?? null,
    sessionId: record.sessionId ?? null,
    topicId: record.topicId ?? null,
    trigger: record.trigger ? readTrigger(record.trigger) : null,
    startTime: start === null ? null : asMs(start),
    endTime: end === null ? null : asMs(end),
    tokens: {
      ...tokens,
      total:
        tokens.input === null && tokens.output === null
          ? null
          : (tokens.input ?? 0) + (tokens.output ?? 0),
    },
    costs: {
      input: record.inputCost ?? null,
      output: record.outputCost ?? null,
      cached: record.cachedCost ?? null,
      thinking: record.thinkingCost ?? null,
      total: record.totalCost ?? null,
    },
    hasTrace: record.hasTrace ?? null,
    hasResult: record.hasResult ?? null,
    environmentSlug: record.environmentSlug ?? null,
    createdAt:
      positive(record.createdAt) === null ? null : asMs(record.createdAt!),
    raw: json,
  };
}

export interface RunPage {
  runs: RunSummary[];
  nextPageToken: string | null;
  /**
   * Where older runs begin when the proxy stopped reading before the page was full (a
   * filter the upstream ignored, matches far back): the start of the oldest run it read.
   */
  resumeBefore: Ms | null;
  /** Rows that could not be read, with the reason; the others are still listed. */
  unreadable: string[];
}

/** A page of records. One bad row is reported, not fatal. */
export function normalizeFruxonRecordList(
  json: unknown,
  agentId: string,
): RunPage {
  const parsed = fruxonRecordListSchema.safeParse(json);
  if (!parsed.success) {
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "execution records list",
    );
  }
  const runs: RunSummary[] = [];
  const unreadable: string[] = [];
  parsed.data.items.forEach((item, position) => {
    try {
      runs.push(normalizeFruxonRecord(item, agentId));
    } catch (error) {
      unreadable.push(`row ${position + 1}: ${(error as Error).message}`);
    }
  });
  const { nextPageToken, resumeBefore } = parsed.data;
  return {
    runs,
    nextPageToken: nextPageToken || null,
    resumeBefore: positive(resumeBefore) === null ? null : asMs(resumeBefore!),
    unreadable,
  };
}

/** `GET /agents`: an array, or `{items: [...]}`. Unreadable entries are skipped. */
export function normalizeFruxonAgents(json: unknown): Agent[] {
  const parsed = fruxonAgentListSchema.safeParse(json);
  if (!parsed.success)
    throw new WireFormatError(describeIssues(parsed.error.issues), "agents");
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.items;
  const agents: Agent[] = [];
  for (const item of items) {
    const agent = fruxonAgentSchema.safeParse(item);
    if (!agent.success) continue;
    agents.push({
      id: asAgentId(agent.data.id),
      displayName: agent.data.displayName || agent.data.id,
      description: agent.data.description ?? null,
      currentRevision: agent.data.currentRevision ?? null,
      enabled: agent.data.enabled ?? null,
      type: toMeaningfulEnum(agent.data.type),
    });
  }
  return agents;
}

export function readTrigger(trigger: FruxonTrigger): Trigger {
  return {
    type: toMeaningfulEnum(trigger.type),
    id: trigger.id ?? null,
    provider: trigger.provider ?? null,
    participantId: trigger.participantId ?? null,
    participantDisplayName:
      trigger.participantDisplayName ?? trigger.displayName ?? null,
  };
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}
