/**
 * Benchmark of the compare view's model: aligning and diffing two generated runs of
 * 10,000 steps each (the size of demo D10), a worst case of two unrelated flat lists, and
 * the sequence alignment's mid-size worst case (`sequence-worst-case.ts`). `benchAlign()`
 * is wired into `npm run bench`; `npx tsx bench/align.ts` runs it alone.
 *
 * Each case normalises fresh traces before timing, so the per-step text caches of
 * `step-io.ts` start cold and the numbers are what a first page view costs. Every case
 * checks its result against what the generator knows it made (pairs, added and removed
 * steps, changed inputs), so an aligner that skipped the work fails instead of looking fast.
 */
import { pathToFileURL } from "node:url";
import { alignRuns, type AlignedRow } from "../src/model/diff/align";
import { diffFields } from "../src/model/diff/diff-fields";
import { diffRuns } from "../src/model/diff/diff-run";
import { ioValue } from "../src/model/diff/step-io";
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import type { RunTrace } from "../src/model/run";
import { check, measured, timed, type Measurement } from "./measurement";
import {
  measureSequenceWorstCase,
  SHARED,
  SIBLINGS,
} from "./sequence-worst-case";

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

/** What the generator made, to check the aligner and the diff against. */
interface GeneratedRun {
  trace: RunTrace;
  /** Calls dropped from, and retries inserted into, the unedited run's lists. */
  removed: number;
  added: number;
  /** Calls of the run whose parameters moved. */
  moved: number;
}

/**
 * 1 flow step → 50 LLM steps → 199 tool calls each (10,001 steps). `edits` perturbs the
 * copy: every fifth LLM step loses one call and gains a retry, and `moved` of the calls
 * get a parameter that moved (2% is a typical pair of runs; 100% is the worst case, where
 * every pair has to be decoded and compared in full).
 */
function generateRun(seed: number, edits: boolean, moved = 0.02): GeneratedRun {
  const facts = { removed: 0, added: 0, moved: 0 };
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
      facts.removed++;
      facts.added++;
    }
    facts.moved += calls.filter((call) =>
      JSON.stringify(call).includes("2026/08/06"),
    ).length;
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
  const trace = normalizeFruxonTrace({
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
  return { trace, ...facts };
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

/**
 * Checks an alignment is one: every step of each side in exactly one row, paired steps of
 * the same kind and tool, pairs in order under their parents. Returns the number of pairs.
 */
function checkAlignment(
  rows: AlignedRow[],
  left: RunTrace,
  right: RunTrace,
): number {
  const seenLeft = new Uint8Array(left.steps.length);
  const seenRight = new Uint8Array(right.steps.length);
  let pairs = 0;
  for (const row of rows) {
    if (row.left >= 0) seenLeft[row.left]!++;
    if (row.right >= 0) seenRight[row.right]!++;
    if (row.left < 0 || row.right < 0) continue;
    pairs++;
    const l = left.steps[row.left]!;
    const r = right.steps[row.right]!;
    check(
      l.kind === r.kind && l.tool?.tool?.label === r.tool?.tool?.label,
      `pair ${l.path} ↔ ${r.path} is the same kind of step`,
    );
  }
  check(
    seenLeft.every((count) => count === 1) &&
      seenRight.every((count) => count === 1),
    "every step of each run is in exactly one row",
  );
  for (const row of rows) {
    let last = { left: -1, right: -1 };
    for (const child of row.children) {
      const { left: l, right: r } = rows[child]!;
      if (l < 0 || r < 0) continue;
      check(l > last.left && r > last.right, "sibling pairs never cross");
      last = { left: l, right: r };
    }
  }
  return pairs;
}

/** The pairs of the trivial alignment: the most common tool's calls, in order, alone. */
function oneToolPairs(left: RunTrace, right: RunTrace): number {
  const counts = (trace: RunTrace) => {
    const byTool = new Map<string, number>();
    for (const step of trace.steps) {
      const tool = step.tool?.tool?.label ?? "";
      byTool.set(tool, (byTool.get(tool) ?? 0) + 1);
    }
    return byTool;
  };
  const rightCounts = counts(right);
  let best = 0;
  for (const [tool, count] of counts(left))
    best = Math.max(best, Math.min(count, rightCounts.get(tool) ?? 0));
  return best;
}

/** Diffs two generated runs, then the first divergence's inputs, as the page does. */
function diffOnce(left: GeneratedRun, right: GeneratedRun): void {
  const diff = diffRuns(left.trace, right.trace);
  const { counts } = diff;
  check(
    counts.added === right.added && counts.removed === right.removed,
    `the diff found the ${right.added} added and ${right.removed} removed steps (found ${counts.added} and ${counts.removed})`,
  );
  // A pair is changed exactly when its tool parameters differ; shifted pairings around an
  // edit can add a few to the moved calls, never hide one.
  const differing = diff.nodes.filter(
    (node) =>
      node.left &&
      node.right &&
      JSON.stringify(node.left.tool?.parameters ?? null) !==
        JSON.stringify(node.right.tool?.parameters ?? null),
  ).length;
  check(
    counts.changed === differing && counts.changed >= right.moved,
    `the diff counted the ${differing} pairs whose inputs differ, the ${right.moved} moved calls among them (counted ${counts.changed})`,
  );
  const first = diff.nodes[diff.firstDivergence ?? 0]!;
  check(first.left && first.right, "the first divergence is a pair");
  check(
    diffFields(ioValue(first.left, "inputs"), ioValue(first.right, "inputs"))
      .changes.length > 0,
    "the first divergence's inputs differ",
  );
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
    const [rows, ms] = timed(() => alignRuns(left.trace, right.trace));
    check(
      checkAlignment(rows, left.trace, right.trace) ===
        left.trace.steps.length - right.removed,
      "alignRuns paired every step but the removed ones",
    );
    results.push(row("alignRuns", ms, 250));
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
    check(right.moved > 9_000, "the worst case moved every input");
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
    const [rows, ms] = timed(() => alignRuns(left, right));
    // Six tools drawn at random on each side. The fallback is not a longest common
    // subsequence, but it must beat the trivial alignment: one tool's calls lined up alone.
    check(
      checkAlignment(rows, left, right) >= oneToolPairs(left, right),
      "the fallback paired more than one tool's calls lined up alone",
    );
    results.push(row("alignRuns worst case: unrelated flat steps", ms, 400));
  }
  results.push(...benchSequenceWorstCase());
  return results;
}

/** The sequence alignment's mid-size worst case, in its own process (time and memory). */
function benchSequenceWorstCase(): Measurement[] {
  const measuredCase = measureSequenceWorstCase();
  check(
    measuredCase.isValid &&
      measuredCase.pairs === SHARED &&
      measuredCase.rows === 2 * SIBLINGS - SHARED,
    `the alignment paired exactly the ${SHARED} shared siblings (paired ${measuredCase.pairs})`,
  );
  const size = `2 × ${SIBLINGS.toLocaleString("en-US")} siblings, ${SHARED} shared, Node`;
  const row = (what: string, unit: "ms" | "MB", value: number, max: number) =>
    measured({
      name: `model: alignSequences mid-size worst case${what}`,
      size,
      unit,
      samples: [value],
      target: { max },
    });
  return [
    row("", "ms", measuredCase.ms, 750),
    row(", peak memory growth", "MB", measuredCase.peakGrowthMb, 128),
  ];
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
