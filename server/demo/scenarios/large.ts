/**
 * D10: the ledger sweeper's nightly pass, 10,101 steps (one FLOW, 100 LLM turns, 100 tool
 * calls each), for the benchmark and for scrolling. Built with plain loops and small
 * shared objects so it generates in well under a second. Every 997th tool call fails
 * (an entry already claimed by another pass), so "next error" has ten places to go.
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, HOUR, MINUTE, type DemoContext } from "../context";
import { destination, TRIGGERS } from "../connectors";
import { MODELS } from "../llm-usage";
import { PROMPTS } from "../prompts";
import { createRng, type Rng } from "../prng";
import { assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import {
  flowStep,
  jsonResult,
  llmStep,
  textResult,
  toolStep,
  type ToolKey,
} from "../wire-builders";

export const LARGE_TURNS = 100;
export const LARGE_CALLS_PER_TURN = 100;
export const LARGE_ERROR_EVERY = 997;

const AGENT = "ledger_sweeper";

const INSTRUCTIONS = PROMPTS.ledger_sweeper;

const TOOLS: readonly { key: ToolKey; name: string }[] = [
  { key: "ledger/get_entry", name: "Get Entry" },
  { key: "netsuite/lookup_invoice", name: "Lookup Invoice" },
  { key: "ledger/mark_reconciled", name: "Mark Reconciled" },
  { key: "ledger/post_adjustment", name: "Post Adjustment" },
];
const TOOL_KEYS = TOOLS.map((tool) => tool.key);

function toolCall(
  rng: Rng,
  callIndex: number,
  entry: string,
  start: number,
): WireObject {
  const tool = TOOLS[callIndex % TOOLS.length]!;
  const duration = rng.int(90, 420);
  const failed = (callIndex + 1) % LARGE_ERROR_EVERY === 0;
  return toolStep({
    id: rng.uuid(),
    name: tool.name,
    tool: tool.key,
    parameters: { entryId: entry },
    result: failed
      ? null
      : jsonResult({
          entryId: entry,
          status: "ok",
          amount: rng.int(100, 990_000) / 100,
        }),
    error: failed
      ? `409 Conflict: ledger entry ${entry} is already claimed by pass ${rng.hex(8)}`
      : null,
    start,
    end: start + duration,
  });
}

function turn(rng: Rng, turnIndex: number, start: number): WireObject {
  const steps: WireObject[] = [];
  let cursor = start + 400;
  for (let i = 0; i < LARGE_CALLS_PER_TURN; i++) {
    const callIndex = turnIndex * LARGE_CALLS_PER_TURN + i;
    // Each entry takes one call per tool: read, look up, reconcile, adjust.
    const entry = `JE-${String(480_000 + Math.floor(callIndex / TOOLS.length)).padStart(7, "0")}`;
    const step = toolCall(rng, callIndex, entry, cursor + rng.int(20, 120));
    steps.push(step);
    cursor = step.endTime as number;
  }
  const first = turnIndex * (LARGE_CALLS_PER_TURN / TOOLS.length);
  return llmStep({
    id: rng.uuid(),
    name: `Sweep batch ${turnIndex + 1}`,
    model: MODELS.flashLite,
    tokens: {
      input: rng.int(18_000, 26_000),
      output: rng.int(1_500, 3_200),
      cached: rng.int(8_000, 14_000),
      thinking: 0,
    },
    systemInstructions: INSTRUCTIONS,
    reasoning: [
      `Batch ${turnIndex + 1}: entries JE-${480_000 + first}…JE-${480_000 + first + 24}; read, match, then reconcile or adjust each.`,
    ],
    messages: [
      {
        role: "user",
        content: `Sweep batch ${turnIndex + 1} of ${LARGE_TURNS}.`,
      },
    ],
    tools: TOOL_KEYS,
    steps,
    start,
    end: cursor + rng.int(600, 1_800),
  });
}

export function largeRun(ctx: DemoContext): DemoRun {
  const rng = createRng("d10");
  const start = ctx.now - (DAY + 3 * HOUR + 12 * MINUTE);
  const turns: WireObject[] = [];
  let cursor = start + 300;
  for (let t = 0; t < LARGE_TURNS; t++) {
    const step = turn(rng, t, cursor);
    turns.push(step);
    cursor = (step.endTime as number) + rng.int(100, 600);
  }
  const end = cursor + 400;
  return assembleRun(ctx, {
    id: DEMO_SCENARIOS.D10.runId,
    agentId: AGENT,
    revision: 5,
    start,
    end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "ROOT",
    subject: "Nightly ledger sweep · 2,500 open entries",
    trigger: {
      type: "SCHEDULE",
      id: TRIGGERS.ledgerSweepSchedule,
      provider: "schedule",
    },
    destinations: [destination("slack")],
    sessionId: `ts_${rng.hex(24)}`,
    topicId: null,
    parameters: { batch_size: 25, batches: LARGE_TURNS },
    output: textResult(
      "Swept 2,500 entries: 2,371 reconciled, 119 adjusted, 10 skipped (claimed by another pass).",
    ),
    traces: [
      flowStep({ id: rng.uuid(), name: "Sweep", start, end, steps: turns }),
    ],
  });
}
