/**
 * The trace tasks (`model/trace-tasks.ts`) run on the page, over traces the page holds
 * whole (a fast-agent history): loaded on first use, so the model code behind them is not
 * part of what a Fruxon run loads before its first rows.
 */
import {
  TRACE_TASKS,
  type TraceTaskInput,
  type TraceTaskName,
  type TraceTaskOutput,
} from "../model/trace-tasks";
import type { RunTrace } from "../model/run";

export function runTraceTaskOnPage<K extends TraceTaskName>(
  name: K,
  input: TraceTaskInput<K>,
  traces: ReadonlyMap<string, RunTrace>,
): TraceTaskOutput<K> {
  const task = TRACE_TASKS[name] as (
    input: TraceTaskInput<K>,
    context: { trace(key: string): RunTrace },
  ) => TraceTaskOutput<K>;
  return task(input, {
    trace(key) {
      const trace = traces.get(key);
      if (!trace) throw new Error(`No trace ${key} on the page.`);
      return trace;
    },
  });
}
