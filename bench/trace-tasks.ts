/**
 * `npx tsx bench/trace-tasks.ts [steps]`: every main-thread task over 50 ms while a generated
 * run opens and is scrolled and typed into (as `browser-busy-open.ts` does), each with what
 * it was made of (Chromium's own timeline events: message received, script run, layout,
 * garbage collection). A developer's tool, not a measurement: with tracing on, the page's
 * own long-task observer may see none, so the tasks listed come from the trace. Where
 * `profile-open.ts` says which functions ran, this says what kind of work the task was
 * (it found the collector moving cloned summary steps: decision 1454). Needs a build.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium";
import { DEMO_TOKEN } from "../server/demo/demo-api";
import { startEmbeddedApi } from "../server/demo/start-demo-api";
import { BenchDataSet, runOfSteps } from "./bench-data";
import { benchBusyOpen } from "./browser-busy-open";
import { BENCH_TENANT } from "./large-run";
import { openBenchPage } from "./browser";
import { startProxy } from "./proxy";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const steps = Number(process.argv[2] ?? 100_001);
const data = new BenchDataSet();
const run =
  steps > 300_000
    ? data.addStreamed(runOfSteps(steps))
    : data.add(runOfSteps(steps));
const upstream = await startEmbeddedApi(data.toDataSet());
const proxy = await startProxy(
  ["--fruxon-url", upstream.baseUrl, "--tenant", BENCH_TENANT],
  { FRUXON_TOKEN: DEMO_TOKEN },
);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const page = await openBenchPage(browser, proxy.url);
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8",
      "v8.execute",
      "blink",
      "toplevel",
    ],
  });
  const measured = await benchBusyOpen(page, proxy.url, run, 1, {
    firstRowsTimeoutMs: 300_000,
  });
  const buffer = await browser.stopTracing();
  console.log(
    measured.map((m) => `${m.name}: ${m.value} ${m.unit}`).join("\n"),
  );
  const { traceEvents } = JSON.parse(buffer.toString()) as {
    traceEvents: TraceEvent[];
  };
  printLongTasks(traceEvents);
} finally {
  await browser.close();
  proxy.stop();
  await upstream.close();
}

function printLongTasks(events: TraceEvent[]): void {
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  if (!main) throw new Error("no renderer main thread in the trace");
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const tasks = mine.filter(
    (e) => /RunTask/.test(e.name) && (e.dur ?? 0) > 50_000,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = mine.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    console.log(`\ntask ${(task.dur! / 1000).toFixed(1)} ms`);
    for (const e of inside) {
      // Below 3 ms, and the collector's own phases, is detail nobody acts on.
      if ((e.dur ?? 0) < 3000 || e.name.startsWith("V8.GC")) continue;
      const depth = inside.filter(
        (o) =>
          o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
      ).length;
      const detail = e.args?.data
        ? JSON.stringify(e.args.data).slice(0, 120)
        : "";
      console.log(
        `${"  ".repeat(depth + 1)}${(e.dur! / 1000).toFixed(1)} ms ${e.name} ${detail}`,
      );
    }
  }
}
