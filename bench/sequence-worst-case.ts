/**
 * The sequence alignment's mid-size worst case: two lists of 2,200 sibling steps that share
 * only 100 signatures, in order. Myers' search then needs D = 4,200 rounds — just inside
 * its work budget, so it runs to the end and keeps its largest band history (O(D²) memory);
 * a little larger and it gives up for the O(n log n) fallback instead. Where the time and
 * the memory of aligning one list of siblings peak.
 *
 * Measured in a fresh node process (`measureSequenceWorstCase()` spawns this file), so the
 * peak memory is this alignment's and not what earlier measurements left behind: a worker
 * thread samples the process's resident memory every millisecond while the main thread
 * aligns.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import { alignSequences } from "../src/model/diff/sequence-align";

export const SIBLINGS = 2_200;
export const SHARED = 100;

export interface SequenceWorstCase {
  ms: number;
  peakGrowthMb: number;
  rows: number;
  pairs: number;
  /** Every paired item holds the same value on both sides, and no two pairs cross. */
  isValid: boolean;
}

/** Two sides of `SIBLINGS` items; `SHARED` values occur on both, in the same order. */
export function worstCaseSides(): [Int32Array, Int32Array] {
  const a = new Int32Array(SIBLINGS);
  const b = new Int32Array(SIBLINGS);
  for (let i = 0; i < SIBLINGS; i++) {
    a[i] = 1_000_000 + i;
    b[i] = 2_000_000 + i;
  }
  const spacing = Math.floor(SIBLINGS / SHARED);
  for (let s = 0; s < SHARED; s++) {
    a[s * spacing + 1] = s;
    b[s * spacing + (s % 7)] = s;
  }
  return [a, b];
}

const SAMPLER = `
const { parentPort, workerData } = require("node:worker_threads");
const peak = new Float64Array(workerData);
const sample = () => { const rss = process.memoryUsage.rss(); if (rss > peak[0]) peak[0] = rss; };
sample();
const timer = setInterval(sample, 1);
parentPort.once("message", () => { clearInterval(timer); sample(); parentPort.postMessage("stopped"); });
`;

async function measureHere(): Promise<SequenceWorstCase> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const [a, b] = worstCaseSides();
  alignSequences(a.subarray(0, 100), b.subarray(0, 100));
  gc();
  const peak = new Float64Array(new SharedArrayBuffer(8));
  const sampler = new Worker(SAMPLER, { eval: true, workerData: peak.buffer });
  while (peak[0] === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const before = process.memoryUsage.rss();
  const started = performance.now();
  const rows = alignSequences(a, b);
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10));
  sampler.postMessage("stop");
  await new Promise((resolve) => sampler.once("message", resolve));
  await sampler.terminate();
  let pairs = 0;
  let lastA = -1;
  let lastB = -1;
  let isValid = true;
  for (const row of rows) {
    if (row.a < 0 || row.b < 0) continue;
    pairs++;
    if (a[row.a] !== b[row.b] || row.a <= lastA || row.b <= lastB)
      isValid = false;
    lastA = row.a;
    lastB = row.b;
  }
  return {
    ms,
    peakGrowthMb: (peak[0]! - before) / 2 ** 20,
    rows: rows.length,
    pairs,
    isValid,
  };
}

/** Runs the case in a fresh node process (with tsx's loader) and returns what it measured. */
export function measureSequenceWorstCase(): SequenceWorstCase {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url)],
    { encoding: "utf8" },
  );
  return JSON.parse(output) as SequenceWorstCase;
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  console.log(JSON.stringify(await measureHere()));
}
