/**
 * The benchmark's one table: measurement, size, median, target, verdict, and the change
 * since the previous run of the benchmark on this machine.
 *
 * A full run (`npm run bench`) writes `bench/results/latest.json` — committed, the source of
 * the results in docs/benchmarks.md and the README (`publish.ts` rewrites them) — and a
 * timestamped copy. A partial run (`npm run bench -- model`) writes
 * `bench/results/latest-<parts>.json` instead, so it never replaces the full table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cpus, loadavg } from "node:os";
import { meetsTarget, type Measurement } from "./measurement";
import { publishResults } from "./publish";

const RESULTS_DIR = "bench/results";

export function formatValue(value: number, unit: Measurement["unit"]): string {
  if (unit === "×") return `${value.toFixed(2)} ×`;
  if (unit === "frames" || unit === "count") return String(Math.round(value));
  const digits = value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

function formatTarget(measurement: Measurement): string {
  const { target, unit } = measurement;
  if (!target) return "";
  if (target.rule) return target.rule;
  if (target.max !== undefined) return `≤ ${formatValue(target.max, unit)}`;
  if (target.min !== undefined) return `≥ ${formatValue(target.min, unit)}`;
  return "";
}

/**
 * The table as Markdown, for the terminal and the docs alike. `previous` (the medians of
 * the run before, by row) fills a "Before" column; the docs leave it out.
 */
export function markdownTable(
  results: Measurement[],
  previous: Map<string, number> | null = new Map(),
): string {
  const lines = [
    `| | Measurement | Size | Median | Target | Samples |${previous ? " Before |" : ""}`,
    `|---|---|---|---:|---|---:|${previous ? "---:|" : ""}`,
  ];
  for (const result of results) {
    const ok = meetsTarget(result);
    const before = previous?.get(keyOf(result));
    const cells = [
      ok === null ? "" : ok ? "ok" : "**MISSED**",
      result.name,
      result.size,
      formatValue(result.value, result.unit),
      formatTarget(result),
      String(result.samples.length),
    ];
    if (previous)
      cells.push(before === undefined ? "" : formatValue(before, result.unit));
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

const keyOf = (result: Measurement) => `${result.name} @ ${result.size}`;

function readPrevious(file: string): Map<string, number> {
  if (!existsSync(file)) return new Map();
  try {
    const { results } = JSON.parse(readFileSync(file, "utf8")) as {
      results: Measurement[];
    };
    return new Map(results.map((result) => [keyOf(result), result.value]));
  } catch {
    return new Map();
  }
}

/** `parts`: the parts a partial run measured; empty for a full run. */
export async function report(
  results: Measurement[],
  parts: string[] = [],
): Promise<void> {
  const latest =
    parts.length === 0
      ? `${RESULTS_DIR}/latest.json`
      : `${RESULTS_DIR}/latest-${[...parts].sort().join("-")}.json`;
  console.log(markdownTable(results, readPrevious(latest)));
  const at = new Date().toISOString();
  // The load average says how much of the machine the benchmark had (it may be shared).
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = JSON.stringify({ at, machine, results }, null, 2);
  writeFileSync(latest, `${json}\n`);
  writeFileSync(`${RESULTS_DIR}/${at.replace(/[:.]/g, "-")}.json`, json);
  const missed = results.filter((result) => meetsTarget(result) === false);
  console.log(`\n${machine}. Written to ${latest}.`);
  if (parts.length === 0) {
    await publishResults(fileURLToPath(new URL("..", import.meta.url)));
    console.log(
      "docs/benchmarks.md and the README's summary line now show this run.",
    );
  }
  if (missed.length > 0) {
    console.error(`${missed.length} target(s) missed.`);
    process.exitCode = 1;
  }
}
