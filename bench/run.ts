/**
 * `npm run bench`: measures what "a run of 100,000 steps must open and scroll smoothly"
 * means, on this machine, against budgets written here. Prints a table, writes
 * bench/results/latest.json, and exits non-zero when a measurement is over budget.
 *
 * Not part of `npm test`: timings belong here, not in unit tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { benchAlign } from "./align";
import { benchBrowser } from "./browser";
import { writeLargeRun } from "./large-run";
import type { Measurement } from "./measurement";
import { benchModel } from "./node-model";
import { startProxy } from "./proxy";

const HUNDRED_K = { turns: 1000, callsPerTurn: 99 };

async function main() {
  execFileSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const results: Measurement[] = [
    ...benchModel(HUNDRED_K, "100k steps, model"),
    ...benchAlign().map((result) => ({
      ...result,
      name: `compare: ${result.name}`,
    })),
  ];

  const dir = mkdtempSync(join(tmpdir(), "tracelens-bench-"));
  const runId = writeLargeRun(dir, HUNDRED_K);
  const proxy = await startProxy(["--traces", dir]);
  try {
    results.push(
      ...(await benchBrowser(proxy.url, runId, "100k steps, browser")),
    );
  } finally {
    proxy.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  report(results);
}

function report(results: Measurement[]) {
  const width = Math.max(...results.map((result) => result.name.length));
  let failed = 0;
  for (const result of results) {
    const ok = result.ms <= result.budgetMs;
    if (!ok) failed++;
    console.log(
      `${ok ? "ok  " : "OVER"}  ${result.name.padEnd(width)}  ${result.ms.toFixed(1).padStart(9)} ms  (budget ${result.budgetMs} ms)`,
    );
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
  );
  if (failed > 0) {
    console.error(`\n${failed} measurement(s) over budget.`);
    process.exitCode = 1;
  }
}

await main();
