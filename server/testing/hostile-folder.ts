/** Files a hostile or careless folder holds, for the hostile-folder tests. */
import { execFileSync } from "node:child_process";
import { closeSync, constants, openSync } from "node:fs";
import type { Hono } from "hono";

/** A named pipe nobody writes: opening it for reading blocks forever. */
export function makeFifo(path: string): void {
  execFileSync("mkfifo", [path]);
}

/** A step of a saved trace, with `children` below it. */
export function wireStep(id: string, steps: unknown[] = []) {
  return {
    id,
    displayName: id,
    type: "FLOW_STEP",
    status: "SUCCESS",
    startTime: 1_785_999_700_000,
    endTime: 1_785_999_700_100,
    duration: 100,
    steps,
  };
}

/** A saved `executions trace … -o json`: the envelope, or without a run id when `runId` is null. */
export function savedTrace(
  runId: string | null,
  steps: unknown[] = [wireStep("s1")],
  agentId = "hostile_agent",
): string {
  return JSON.stringify({
    status: "COMPLETED",
    trace: {
      ...(runId === null ? {} : { agentExecutionRecordId: runId }),
      agentId,
      startTime: 1_785_999_700_000,
      endTime: 1_785_999_701_000,
      traces: steps,
    },
  });
}

/**
 * A saved trace whose step tree is `depth` levels deep, as text: `JSON.stringify` itself
 * overflows the stack on a value this deep.
 */
export function deepTraceText(runId: string, depth: number): string {
  const [open, close] = savedTrace(runId, [wireStep("d", ["HOLE"])]).split(
    '"HOLE"',
  );
  const [stepOpen, stepClose] = JSON.stringify(wireStep("d", ["HOLE"])).split(
    '"HOLE"',
  );
  return `${open}${stepOpen!.repeat(depth - 1)}${stepClose!.repeat(depth - 1)}${close}`;
}

/** `value` wrapped in `depth` arrays, as JSON text. */
export function nestedText(value: string, depth: number): string {
  return `${"[".repeat(depth)}${value}${"]".repeat(depth)}`;
}

/** GET through the app as the browser on loopback would send it. */
export function getter(app: Hono) {
  return async (path: string): Promise<Response> =>
    app.request(path, { headers: { host: "127.0.0.1:8723" } });
}

/** Rejects when `promise` takes longer than `ms`: a wedged server fails the test instead of hanging it. */
export function within<T>(ms: number, promise: Promise<T>, what: string) {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} took longer than ${ms} ms`)),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Opens the pipe for writing and closes it, so a reader blocked on it (the bug these tests
 * catch) wakes up at end-of-file and the test process can exit.
 */
export function releaseFifo(path: string): void {
  try {
    closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch {
    // Nobody is reading it: nothing to release.
  }
}
