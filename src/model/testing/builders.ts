/**
 * Builders for tests: wire-shaped steps and traces (new generation), and the normalised
 * `RunTrace` / `RunSummary` they produce. Tests state only what matters to them.
 */
import { normalizeFruxonRecord } from "../normalize/fruxon-record";
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import type { RunSummary, RunTrace } from "../run";

export interface WireStep {
  id?: string;
  displayName?: string;
  type?: string;
  status?: string;
  error?: string | null;
  startTime?: number;
  endTime?: number;
  duration?: number;
  toolTrace?: Record<string, unknown> | null;
  llmStepTrace?: Record<string, unknown> | null;
  result?: Record<string, unknown> | null;
  steps?: WireStep[];
  [key: string]: unknown;
}

let counter = 0;

export function makeStep(overrides: WireStep = {}): WireStep {
  counter++;
  return {
    id: `step-${counter}`,
    displayName: `Step ${counter}`,
    type: "FLOW_STEP",
    status: "SUCCESS",
    error: null,
    startTime: 1_785_999_700_000,
    endTime: 1_785_999_701_000,
    duration: 1000,
    llmStepTrace: null,
    toolTrace: null,
    result: null,
    steps: [],
    ...overrides,
  };
}

/** A TOOL step calling `integrationId/toolId` with the given parameters and result. */
export function makeToolStep(
  tool: string,
  overrides: WireStep & { parameters?: unknown; resultDelivery?: unknown } = {},
): WireStep {
  const [integrationId, toolId] = tool.split("/");
  const { parameters, resultDelivery, ...rest } = overrides;
  return makeStep({
    type: "TOOL",
    displayName: toolId,
    toolTrace: {
      tool: { integrationId, id: toolId },
      displayName: toolId,
      toolType: "UNSPECIFIED",
      parameters: parameters ?? {},
      resultDelivery: resultDelivery ?? null,
    },
    ...rest,
  });
}

export function makeLlmStep(
  overrides: WireStep & { llm?: Record<string, unknown> } = {},
): WireStep {
  const { llm, ...rest } = overrides;
  return makeStep({
    type: "LLM_STEP",
    displayName: "LLM Query",
    llmStepTrace: { providerId: "google", model: "gemini-2.5-flash", ...llm },
    ...rest,
  });
}

export function makeWireTrace(
  steps: WireStep[],
  envelope: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    status: "COMPLETED",
    runType: "ROOT",
    ...envelope,
    trace: {
      agentExecutionRecordId: "run-1",
      agentId: "agent-1",
      agentRevision: 1,
      startTime: 1_785_999_700_000,
      endTime: 1_785_999_760_000,
      traces: steps,
    },
  };
}

export function makeTrace(
  steps: WireStep[],
  envelope: Record<string, unknown> = {},
): RunTrace {
  return normalizeFruxonTrace(makeWireTrace(steps, envelope));
}

export function makeSummary(
  overrides: Record<string, unknown> = {},
): RunSummary {
  return normalizeFruxonRecord({
    id: "run-1",
    agentId: "agent-1",
    agentRevision: 1,
    startTime: 1_785_999_700_000,
    endTime: 1_785_999_760_000,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    inputTokens: 100,
    outputTokens: 20,
    totalCost: 0.01,
    ...overrides,
  });
}

/** A finished ROOT run of one minute, starting at `startTime`: for previous-run tests. */
export function makeRootRun(
  id: string,
  startTime: number,
  extra: Record<string, unknown> = {},
): RunSummary {
  return makeSummary({
    id,
    startTime,
    endTime: startTime + 60_000,
    runType: "ROOT",
    ...extra,
  });
}
