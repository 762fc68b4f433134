/**
 * The benchmark's one table: measurement, size, median, target, verdict, and the change
 * since the previous run of the benchmark on this machine (bench/results/latest.json).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { meetsTarget, type Measurement } from "./measurement";

const RESULTS_DIR = "bench/results";
const LATEST = `${RESULTS_DIR}/latest.json`;

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

/** The table as Markdown, for the terminal and the README alike. */
export function markdownTable(
  results: Measurement[],
  previous: Map<string, number> = new Map(),
): string {
  const lines = [
    "| | Measurement | Size | Median | Target | Samples | Before |",
    "|---|---|---|---:|---|---:|---:|",
  ];
  for (const result of results) {
    const ok = meetsTarget(result);
    const before = previous.get(keyOf(result));
    lines.push(
      `| ${ok === null ? "" : ok ? "ok" : "**MISSED**"} | ${result.name} | ${result.size} | ${formatValue(result.value, result.unit)} | ${formatTarget(result)} | ${result.samples.length} | ${before === undefined ? "" : formatValue(before, result.unit)} |`,
    );
  }
  return lines.join("\n");
}

const keyOf = (result: Measurement) => `${result.name} @ ${result.size}`;

function readPrevious(): Map<string, number> {
  if (!existsSync(LATEST)) return new Map();
  try {
    const { results } = JSON.parse(readFileSync(LATEST, "utf8")) as {
      results: Measurement[];
    };
    return new Map(results.map((result) => [keyOf(result), result.value]));
  } catch {
    return new Map();
  }
}

export function report(results: Measurement[]): void {
  console.log(markdownTable(results, readPrevious()));
  const at = new Date().toISOString();
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = JSON.stringify({ at, machine, results }, null, 2);
  writeFileSync(LATEST, json);
  writeFileSync(`${RESULTS_DIR}/${at.replace(/[:.]/g, "-")}.json`, json);
  const missed = results.filter((result) => meetsTarget(result) === false);
  console.log(`\n${machine}. Written to ${LATEST}.`);
  if (missed.length > 0) {
    console.error(`${missed.length} target(s) missed.`);
    process.exitCode = 1;
  }
}
