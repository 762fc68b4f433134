/**
 * `npx tsx bench/trace-tasks.ts [steps] [one-turn]`: every main-thread task over 50 ms while a generated
 * run opens and is scrolled and typed into (as `browser-busy-open.ts` does), each with what
 * it was made of (Chromium's own timeline events: message received, script run, layout,
 * garbage collection). A developer's tool, not a measurement: with tracing on, the page's
 * own long-task observer may see none, so the tasks listed come from the trace. Where
 * `profile-open.ts` says which functions ran, this says what kind of work the task was
 * (it found the collector moving cloned summary steps: decision 1454). Needs a build.
 */
import { lookAtBusyOpen } from "./busy-open-session";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

await lookAtBusyOpen(Number(process.argv[2] ?? 100_001), {
  before: (page, browser) =>
    browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8",
        "v8.execute",
        "blink",
        "toplevel",
      ],
    }),
  after: async (_page, browser) => {
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as {
      traceEvents: TraceEvent[];
    };
    printLongTasks(traceEvents);
  },
});

function printLongTasks(events: TraceEvent[]): void {
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  if (!main) throw new Error("no renderer main thread in the trace");
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  // Outermost tasks only (a task runs nested tasks of the same name).
  const tasks = mine
    .filter((e) => /RunTask/.test(e.name) && (e.dur ?? 0) > 50_000)
    .filter(
      (task, at, all) =>
        !all.some(
          (other, i) =>
            i < at && other.ts + (other.dur ?? 0) >= task.ts + task.dur!,
        ),
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
      // Where script ran: its file and function name, not the frame's ids.
      const data = e.args?.data as
        | {
            url?: string;
            functionName?: string;
            lineNumber?: number;
            columnNumber?: number;
          }
        | undefined;
      const detail = !data
        ? ""
        : typeof data.url === "string"
          ? `${data.url.split("/").pop()} ${data.functionName ?? ""}:${data.lineNumber ?? ""}:${data.columnNumber ?? ""}`
          : JSON.stringify(data).slice(0, 120);
      console.log(
        `${"  ".repeat(depth + 1)}${(e.dur! / 1000).toFixed(1)} ms ${e.name} ${detail}`,
      );
    }
  }
}
