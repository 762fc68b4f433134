/**
 * The benchmark's results in the docs, generated, never pasted: `docs/benchmarks.md` holds
 * the whole table of the last full run (`bench/results/latest.json`, committed) and the
 * README one summary line. Each lives between `<!-- bench:NAME -->` and
 * `<!-- /bench:NAME -->` markers; `publishResults()` rewrites them (formatted as Prettier
 * formats every Markdown file here), and `publish.test.ts` fails when the committed docs
 * and the committed results disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format } from "prettier";
import { meetsTarget, type Measurement } from "./measurement";
import { formatValue, markdownTable } from "./report";

export interface BenchResults {
  /** ISO time of the run. */
  at: string;
  /** Cores, CPU and Node version of the machine it ran on. */
  machine: string;
  results: Measurement[];
}

export const LATEST_RESULTS = join("bench", "results", "latest.json");

/** The docs' table: every row with its target and verdict, and where it was measured. */
export function resultsSection(latest: BenchResults): string {
  return [
    `${latest.machine}, \`npm run bench\` on ${latest.at.slice(0, 10)}:`,
    "",
    markdownTable(latest.results, null),
  ].join("\n");
}

/** A row of the results by its name's start and its size, or undefined. */
function rowOf(
  latest: BenchResults,
  name: string,
  size: string,
): Measurement | undefined {
  return latest.results.find(
    (result) => result.name.startsWith(name) && result.size === size,
  );
}

/**
 * One line for the README: the headline facts at 100,000 steps — opening as a multiple of
 * what merely downloading and parsing the trace costs on the same machine (so a slow or
 * shared machine does not distort it), the filter and the scroll — and the targets met.
 */
export function summaryLine(latest: BenchResults): string {
  const verdicts = latest.results.map(meetsTarget).filter((ok) => ok !== null);
  const met = verdicts.filter(Boolean).length;
  const facts: string[] = [];
  const open = rowOf(
    latest,
    "(first rows − fixed cost) / floor",
    "100,001 steps",
  );
  if (open)
    facts.push(
      `a 100,000-step run paints its first rows in ${open.value.toFixed(2)} × the time its trace takes just to download and parse`,
    );
  const filter = rowOf(latest, 'filter "escalated"', "100,001 steps");
  if (filter)
    facts.push(`filters in ${formatValue(filter.value, filter.unit)}`);
  const scroll = rowOf(
    latest,
    "scroll the expanded tree top to bottom: longest task",
    "100,001 steps",
  );
  if (scroll)
    facts.push(
      `scrolls with a longest task of ${formatValue(scroll.value, scroll.unit)}`,
    );
  const headline = facts.length > 0 ? `${facts.join(", ")}; ` : "";
  return `Last run (${latest.at.slice(0, 10)}, ${latest.machine}): ${headline}${met} of ${verdicts.length} targets met — [all results](docs/benchmarks.md).`;
}

/**
 * `doc` with the text between the markers of `name` replaced by `content`. The
 * demo guide (`scripts/demo-guide-doc.ts`, in docs/demo.md) uses the same markers under `demo:`.
 */
export function withSection(
  doc: string,
  name: string,
  content: string,
  prefix = "bench",
): string {
  const open = `<!-- ${prefix}:${name} -->`;
  const close = `<!-- /${prefix}:${name} -->`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  if (start < 0 || end < start)
    throw new Error(`no ${open} … ${close} section to write the results into`);
  return `${doc.slice(0, start + open.length)}\n${content}\n${doc.slice(end)}`;
}

export function readLatest(root: string): BenchResults {
  return JSON.parse(
    readFileSync(join(root, LATEST_RESULTS), "utf8"),
  ) as BenchResults;
}

/** `doc` (a Markdown file) with one section rewritten, formatted as the repository's. */
export async function publishedDoc(
  doc: string,
  name: string,
  content: string,
  prefix = "bench",
): Promise<string> {
  return format(withSection(doc, name, content, prefix), {
    parser: "markdown",
  });
}

/** The files and sections the results are published in, with their content. */
export function publications(
  latest: BenchResults,
): { file: string; section: string; content: string }[] {
  return [
    { file: "README.md", section: "summary", content: summaryLine(latest) },
    {
      file: join("docs", "benchmarks.md"),
      section: "results",
      content: resultsSection(latest),
    },
  ];
}

/** Rewrites the README's summary and the docs' table from the committed results. */
export async function publishResults(root: string): Promise<void> {
  const latest = readLatest(root);
  for (const { file, section, content } of publications(latest)) {
    const path = join(root, file);
    writeFileSync(
      path,
      await publishedDoc(readFileSync(path, "utf8"), section, content),
    );
  }
}

/** `npx tsx bench/publish.ts`: rewrite the docs from the committed results alone. */
if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  await publishResults(fileURLToPath(new URL("..", import.meta.url)));
}
