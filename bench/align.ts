/**
 * Benchmark of the compare view's model: aligning and diffing two generated runs of
 * 10,000 steps each (the size of demo D10), plus a worst case of two unrelated flat lists.
 * `benchAlign()` is wired into `npm run bench`; `npx tsx bench/align.ts` runs it alone.
 *
 * Each case normalises fresh traces before timing, so the per-step text caches of
 * `step-io.ts` start cold and the numbers are what a first page view costs.
 */
import { pathToFileURL } from "node:url";
import { alignRuns } from "../src/model/diff/align";
import { diffFields } from "../src/model/diff/diff-fields";
import { diffRuns } from "../src/model/diff/diff-run";
import { ioValue } from "../src/model/diff/step-io";
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import type { RunTrace } from "../src/model/run";
import { measured, timed, type Measurement } from "./measurement";

type WireStep = Record<string, unknown>;

const TOOLS = [
  "google_gmail/search",
  "hubspot/search_contacts",
  "google_sheets/append_rows",
  "system/memory_search",
  "system/consult_for_role",
  "slack/post_message",
];

/** A small deterministic PRNG (LCG), so every run of the benchmark sees the same data. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function toolStep(tool: string, n: number, variant: string): WireStep {
  const [integrationId, id] = tool.split("/");
  return {
    id: `s-${n}`,
    displayName: id,
    type: "TOOL",
    status: "SUCCESS",
    startTime: 1_786_000_000_000 + n,
    endTime: 1_786_000_000_500 + n,
    duration: 500,
    toolTrace: {
      tool: { integrationId, id },
      parameters: {
        query: `entry ${n % 997} after:${variant}`,
        limit: 50,
        filters: JSON.stringify({ ledger: n % 13, tags: ["a", "b"] }),
      },
    },
    result: { strValue: null, jsonValue: { ok: true, n }, fileLink: null },
    steps: [],
  };
}

/**
 * 1 flow step → 50 LLM steps → 199 tool calls each (10,001 steps). `edits` perturbs the
 * copy: every fifth LLM step loses one call and gains a retry, and `moved` of the calls
 * get a parameter that moved (2% is a typical pair of runs; 100% is the worst case, where
 * every pair has to be decoded and compared in full).
 */
function generateRun(seed: number, edits: boolean, moved = 0.02): RunTrace {
  const random = prng(seed);
  const structure = prng(1);
  const llmSteps: WireStep[] = [];
  for (let l = 0; l < 50; l++) {
    const calls: WireStep[] = [];
    for (let c = 0; c < 199; c++) {
      const tool = TOOLS[Math.floor(structure() * TOOLS.length)]!;
      const hasMoved = edits && random() < moved;
      calls.push(
        toolStep(tool, l * 1000 + c, hasMoved ? "2026/08/06" : "2026/08/05"),
      );
    }
    if (edits && l % 5 === 0) {
      calls.splice(Math.floor(random() * calls.length), 1);
      calls.splice(
        Math.floor(random() * calls.length),
        0,
        toolStep("system/spawn_subtasks", l * 1000 + 999, "retry"),
      );
    }
    llmSteps.push({
      id: `llm-${l}`,
      displayName: `LLM Query ${l % 3}`,
      type: "LLM_STEP",
      status: "SUCCESS",
      llmStepTrace: {
        model: "gemini-2.5-flash",
        systemInstructions: [{ role: "system", content: "Sweep the ledger." }],
        llmMessages: [{ role: "user", content: `Batch ${l}` }],
      },
      steps: calls,
    });
  }
  return normalizeFruxonTrace({
    status: "COMPLETED",
    trace: {
      agentId: "bench",
      startTime: 1_786_000_000_000,
      endTime: 1_786_000_600_000,
      traces: [
        {
          id: "flow",
          displayName: "Agent",
          type: "FLOW_STEP",
          steps: llmSteps,
        },
      ],
    },
  });
}

/** Two flat lists of 10,000 unrelated tool calls: Myers gives up, the fallback aligns. */
function generateFlat(seed: number): RunTrace {
  const random = prng(seed);
  const calls = Array.from({ length: 10_000 }, (_, n) =>
    toolStep(TOOLS[Math.floor(random() * TOOLS.length)]!, n, String(seed)),
  );
  return normalizeFruxonTrace({
    status: "COMPLETED",
    trace: { agentId: "bench", startTime: 1, endTime: 2, traces: calls },
  });
}

function diffOnce(left: RunTrace, right: RunTrace): void {
  const diff = diffRuns(left, right);
  const first = diff.nodes[diff.firstDivergence ?? 0]!;
  if (first.left && first.right)
    diffFields(ioValue(first.left, "inputs"), ioValue(first.right, "inputs"));
}

export function benchAlign(): Measurement[] {
  const results: Measurement[] = [];
  const row = (name: string, ms: number, max: number): Measurement =>
    measured({
      name: `model: ${name}`,
      size: "2 × 10,000 steps, Node",
      unit: "ms",
      samples: [ms],
      target: { max },
    });
  {
    const left = generateRun(11, false);
    const right = generateRun(12, true);
    results.push(row("alignRuns", timed(() => alignRuns(left, right))[1], 250));
  }
  {
    const left = generateRun(11, false);
    const right = generateRun(12, true);
    results.push(
      row(
        "diffRuns (align + inputs + outcomes, 2% of inputs moved)",
        timed(() => diffOnce(left, right))[1],
        400,
      ),
    );
  }
  {
    const left = generateRun(11, false);
    const right = generateRun(12, true, 1);
    results.push(
      row(
        "diffRuns worst case (every input moved)",
        timed(() => diffOnce(left, right))[1],
        750,
      ),
    );
  }
  {
    const left = generateFlat(21);
    const right = generateFlat(22);
    results.push(
      row(
        "alignRuns worst case: unrelated flat steps",
        timed(() => alignRuns(left, right))[1],
        400,
      ),
    );
  }
  return results;
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  for (const result of benchAlign()) {
    console.log(
      `${result.name}: ${result.value.toFixed(1)} ms (target ≤ ${result.target?.max} ms)`,
    );
  }
}
