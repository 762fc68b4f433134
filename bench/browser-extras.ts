/**
 * Browser measurements beside the run view: the inspector on a 1 MB result (and that
 * Monaco loads only then), the compare view on two 20,000-step runs, and the JavaScript
 * loaded before the first rows paint.
 */
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { openWithoutTrace, runUrl } from "./browser-run-view";
import { fetchParseFloor } from "./floors";
import { BENCH_AGENT } from "./large-run";
import { check, measured, stepsLabel, type Measurement } from "./measurement";
import {
  exists,
  interactiveAfter,
  labelled,
  lastClickAt,
  paintedWhen,
  testId,
} from "./page-probes";

/** The chunk holding Monaco: the bundler names it after one of its modules (now `useMonacoTheme-…`). */
const MONACO_CHUNK = /monaco|editor\.main/i;

const loadedScripts = (page: Page) =>
  page.evaluate<string[]>(
    `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js"))`,
  );

export async function benchInspector(
  page: Page,
  baseUrl: string,
  run: BenchRun,
  samples: number,
): Promise<Measurement[]> {
  const path = run.facts.giantResultPath;
  check(path, `${run.id} has a step with a giant result`);
  const pane = `[aria-label="Step ${path}"] [aria-label="Result"]`;
  const shown: number[] = [];
  const editor: number[] = [];
  for (let i = 0; i < samples; i++) {
    await page.goto(runUrl(baseUrl, run.id));
    const painted = await paintedWhen(page, exists(testId(`step-row-${path}`)));
    await interactiveAfter(page, painted);
    check(
      !(await loadedScripts(page)).some((name) => MONACO_CHUNK.test(name)),
      "Monaco is not loaded before an editor opens",
    );
    await page.getByTestId(`step-row-${path}`).click();
    const textShown = await paintedWhen(
      page,
      `(document.querySelector(${JSON.stringify(pane)})?.textContent ?? "").includes('"entryId"')`,
    );
    const editorReady = await paintedWhen(
      page,
      `(document.querySelector(${JSON.stringify(`${pane} .monaco-editor .view-lines`)})?.textContent ?? "").includes('"entryId"')`,
    );
    const clickedAt = await lastClickAt(page);
    shown.push(textShown - clickedAt);
    editor.push(editorReady - clickedAt);
    check(
      (await loadedScripts(page)).some((name) => MONACO_CHUNK.test(name)),
      "Monaco loaded once the editor opened",
    );
  }
  const size = "1 MB result";
  return [
    measured({
      name: "inspector: result text shown",
      size,
      unit: "ms",
      samples: shown,
      target: { max: 300 },
    }),
    measured({
      name: "inspector: Monaco editor ready (loads Monaco)",
      size,
      unit: "ms",
      samples: editor,
    }),
  ];
}

/**
 * The compare view on two runs, against the floor of fetching and parsing both traces and
 * the fixed cost of opening a run, all three measured in each round.
 */
export async function benchCompare(
  page: Page,
  baseUrl: string,
  { run, previous }: { run: BenchRun; previous: BenchRun },
  withoutTraceId: string,
  samples: number,
): Promise<Measurement[]> {
  const times: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < samples; i++) {
    const fixed = (await openWithoutTrace(page, baseUrl, withoutTraceId))
      .painted;
    const floor =
      (await fetchParseFloor(page, run)) +
      (await fetchParseFloor(page, previous));
    await page.goto(
      `${baseUrl}/agents/${BENCH_AGENT}/runs/${run.id}/compare?against=${previous.id}`,
    );
    const painted = await paintedWhen(
      page,
      `${exists(testId("compare-row-1.1.1"))} && (document.querySelector(${JSON.stringify(labelled("Comparison summary"))})?.textContent ?? "").includes("First divergence")`,
    );
    times.push(painted);
    ratios.push((painted - fixed) / floor);
  }
  const size = `2 × ${stepsLabel(run.facts.steps)}`;
  return [
    measured({
      name: "compare: two runs aligned and painted",
      size,
      unit: "ms",
      samples: times,
    }),
    measured({
      name: "(compare − fixed cost) / floor of both traces",
      size,
      unit: "×",
      samples: ratios,
      target: { max: 3, rule: "≤ 3 × floor" },
    }),
  ];
}

/**
 * The JavaScript a fresh page requests before the run view's first rows paint, gzipped
 * as a server would send it (sizes of the built files in dist/assets). Each sample is a
 * fresh page with an empty cache. The panels' chunks are requested while the trace reads,
 * and now and then one starts before the rows paint: the median says what the rows wait
 * for, the samples show the spread.
 */
export async function benchInitialJs(
  browser: Browser,
  baseUrl: string,
  run: BenchRun,
): Promise<Measurement[]> {
  const sizes: number[] = [];
  for (let sample = 0; sample < INITIAL_JS_SAMPLES; sample++) {
    const page = await browser.newPage({ bypassCSP: true });
    try {
      await page.goto(runUrl(baseUrl, run.id));
      const paintedAt = await paintedWhen(
        page,
        exists(testId("step-row-1.1.1")),
      );
      const scripts = new Set(
        await page.evaluate<string[]>(
          `performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js") && e.startTime <= ${paintedAt}).map((e) => e.name)`,
        ),
      );
      check(scripts.size > 0, "the page loaded scripts");
      check(
        ![...scripts].some((name) => MONACO_CHUNK.test(name)),
        "Monaco is not among the scripts before first paint",
      );
      let bytes = 0;
      for (const url of scripts)
        bytes += gzipSync(readFileSync(`dist${new URL(url).pathname}`)).length;
      sizes.push(bytes / 1024);
    } finally {
      await page.close();
    }
  }
  return [
    measured({
      name: "JS before the first rows paint (gzip, fresh pages)",
      size: "run view",
      unit: "KB",
      samples: sizes,
      target: { max: 300 },
    }),
  ];
}

const INITIAL_JS_SAMPLES = 5;
