/**
 * The legacy importer's runs, from before the API's enum and envelope change (the "old
 * doc generation", docs/reference/fruxon-wire.md §1.6): records without `status`, `deliveryStatus` or
 * `remoteAgentRevision`, `trigger.type: 0`, `destinations: []`; `:trace` answers a bare
 * trace object; steps say `type: "Unknown"`, tools `toolType: "Undefined"` or
 * `"SubAgent"`, and carry no `status`, `error` or `hitlTrace` keys. The shapes alone
 * mark these runs as old-generation.
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, HOUR, MINUTE, type DemoContext } from "../context";
import { TRIGGERS } from "../connectors";
import { pyJson } from "../encoding";
import { MODELS, sumTraceUsage } from "../llm-usage";
import { createRng, type Rng } from "../prng";
import { DEMO_SCENARIOS } from "../scenarios";
import {
  textResult,
  toolRef,
  type Span,
  type ToolKey,
  type WireResult,
} from "../wire-builders";

const AGENT = "legacy_importer";

interface LegacyStepSpec extends Span {
  id: string;
  name: string;
  llm?: WireObject | null;
  tool?: {
    key: ToolKey;
    toolType: "Undefined" | "SubAgent";
    parameters: WireObject;
  } | null;
  result?: WireResult | null;
  steps?: WireObject[];
}

function legacyStep(spec: LegacyStepSpec): WireObject {
  return {
    id: spec.id,
    displayName: spec.name,
    type: "Unknown",
    llmStepTrace: spec.llm ?? null,
    toolTrace: spec.tool
      ? {
          tool: toolRef(spec.tool.key),
          displayName: spec.name,
          toolType: spec.tool.toolType,
          parameters: spec.tool.parameters,
          cost: null,
        }
      : null,
    result: spec.result ?? null,
    startTime: spec.start,
    endTime: spec.end,
    duration: spec.end - spec.start,
    steps: spec.steps ?? [],
  };
}

/** Old LLM traces had no thinking tokens and no instructions/reasoning arrays. */
function legacyLlm(input: number, output: number): WireObject {
  const price = MODELS.gpt4oMini;
  return {
    providerId: price.providerId,
    model: price.model,
    inputTokens: input,
    outputTokens: output,
    cachedTokens: 0,
    inputCost: Math.round(input * price.input) / 1_000_000,
    outputCost: Math.round(output * price.output) / 1_000_000,
    cachedCost: 0,
  };
}

function importTrace(
  rng: Rng,
  start: number,
  sheet: string,
  rows: number,
  owner: string,
): { traces: WireObject[]; end: number } {
  const fetch = { start: start + 1_000, end: start + 11_000 + rows * 5 };
  const validate = {
    start: fetch.end + 1_000,
    end: fetch.end + 1_000 + rows * 120,
  };
  const insert = {
    start: validate.end + 600,
    end: validate.end + 600 + rows * 40,
  };
  const end = insert.end + 1_200;
  const tools = [
    legacyStep({
      id: rng.uuid(),
      name: "Fetch Sheet",
      tool: {
        key: "google_sheets/read_range",
        toolType: "Undefined",
        parameters: { sheet, range: `A1:F${rows}` },
      },
      // Old runs already escaped non-ASCII inside string results.
      result: textResult(pyJson({ rows, owner, sheet })),
      ...fetch,
    }),
    legacyStep({
      id: rng.uuid(),
      name: "Ask Validator",
      tool: {
        key: "agents/validator",
        toolType: "SubAgent",
        parameters: { rows },
      },
      result: textResult(`ok: ${rows} rows valid`),
      ...validate,
    }),
    legacyStep({
      id: rng.uuid(),
      name: "Insert Policies",
      tool: {
        key: "policy_store/bulk_insert",
        toolType: "Undefined",
        parameters: { table: "policies", rows },
      },
      result: textResult(pyJson({ inserted: rows, skipped: 0 })),
      ...insert,
    }),
  ];
  const llm = legacyStep({
    id: rng.uuid(),
    name: "LLM Query",
    llm: legacyLlm(4_800 + rows * 2, 280 + rng.int(0, 60)),
    result: textResult("done"),
    start: start + 500,
    end: end - 600,
    steps: tools,
  });
  return {
    traces: [
      legacyStep({ id: rng.uuid(), name: "Import", start, end, steps: [llm] }),
    ],
    end,
  };
}

function legacyRun(
  ctx: DemoContext,
  id: string,
  rng: Rng,
  start: number,
  sheet: string,
  rows: number,
  owner: string,
): DemoRun {
  const { traces, end } = importTrace(rng, start, sheet, rows, owner);
  const usage = sumTraceUsage(traces);
  const record: WireObject = {
    id,
    agentId: AGENT,
    agentRevision: 3,
    startTime: start,
    endTime: end,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    cachedTokens: usage.cachedTokens,
    hasResult: true,
    hasTrace: true,
    isSample: false,
    trigger: { type: 0, id: TRIGGERS.legacyImport, provider: "manual" },
    destinations: [],
    environmentSlug: "production",
    createdAt: start,
    tenantId: ctx.tenantId,
    inputCost: usage.inputCost,
    outputCost: usage.outputCost,
    cachedCost: usage.cachedCost,
    thinkingCost: usage.thinkingCost,
    totalCost: usage.totalCost,
  };
  const trace = {
    agentExecutionRecordId: id,
    agentId: AGENT,
    agentRevision: 3,
    startTime: start,
    endTime: end,
    traces,
    createdAt: start,
    tenantId: ctx.tenantId,
  };
  const result = {
    agentExecutionRecordId: id,
    agentId: AGENT,
    agentRevision: 3,
    parameters: { sheet },
    result: textResult(`Imported ${rows} policies from ${sheet}.`),
    createdAt: end,
    tenantId: ctx.tenantId,
  };
  return { record, trace, result, parentId: null };
}

export function legacyRuns(ctx: DemoContext): DemoRun[] {
  const at = (days: number, hours: number) =>
    ctx.now - days * DAY - hours * HOUR - 14 * MINUTE;
  const other = createRng("legacy-others");
  return [
    legacyRun(
      ctx,
      DEMO_SCENARIOS.D8.runId,
      createRng("d8"),
      at(196, 3),
      "Imports",
      200,
      "דנה לוי",
    ),
    legacyRun(
      ctx,
      other.uuid(),
      createRng("legacy-2"),
      at(203, 5),
      "Imports-2025-Q4",
      140,
      "Dana Levi",
    ),
    legacyRun(
      ctx,
      other.uuid(),
      createRng("legacy-3"),
      at(211, 2),
      "Brokers-North",
      86,
      "אבי פרץ",
    ),
  ];
}
