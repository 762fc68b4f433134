/**
 * Masking in the worker (decision 1702), through the worker's own messages: a trace opened
 * masked has no personal string in the summaries the page receives, in the full steps it
 * reads, nor in what the filter finds; a JSON read through `maskedJson` is masked with the
 * same letters; a trace opened plain is untouched. Large traces (read again from their
 * bytes) are masked the same way.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { plantedRun } from "../model/testing/planted-run";
import type { Step } from "../model/run";
import { SummaryDecoder } from "../model/normalize/summary-columns";
import { createWorkerHandler } from "./handle-message";
import type { PageToWorker, WorkerToPage } from "./protocol";
import { readTrace } from "./read-trace";
import { readLargeStep } from "./large-trace";
import { createMasker } from "../model/mask/masker";
import { collectMaskSubjects } from "../model/mask/subjects";
import waitingConsult from "../../fixtures/saved-runs/waiting-consult-fan-out.json";

const run = plantedRun(11);
const TRACE_PATH = "/api/agents/a/runs/r/trace";

function serve(
  trace: unknown = run.trace,
  participants: unknown = run.participants,
) {
  vi.stubGlobal(
    "fetch",
    vi.fn((path: string) => {
      const body = path.startsWith("/api/participants")
        ? participants
        : path === TRACE_PATH
          ? trace
          : path.endsWith("/records")
            ? { items: [run.record] }
            : null;
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: body === null ? 404 : 200,
          headers: { "content-type": "application/json" },
        }),
      );
    }),
  );
}

function worker() {
  const received: WorkerToPage[] = [];
  const waiters: (() => void)[] = [];
  const handle = createWorkerHandler((message) => {
    received.push(structuredClone(message));
    for (const wake of waiters.splice(0)) wake();
  });
  const answer = async (id: number) => {
    for (;;) {
      const done = received.find(
        (message) =>
          message.id === id &&
          (message.type === "result" ||
            message.type === "failure" ||
            message.type === "trace-end"),
      );
      if (done) return done;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const send = (message: PageToWorker) => handle(message);
  return { received, answer, send };
}

/** Opens the served trace masked (as request 1) and waits for its end. */
async function openMasked(
  send: (message: PageToWorker) => void,
  answer: (id: number) => Promise<WorkerToPage>,
) {
  send({
    type: "open-trace",
    id: 1,
    path: TRACE_PATH,
    mask: { userStrings: [] },
    focus: null,
  });
  const end = await answer(1);
  if (end.type !== "trace-end" || end.outcome.kind !== "trace")
    throw new Error(`no trace: ${JSON.stringify(end)}`);
  return { ...end, outcome: end.outcome };
}

const leaks = (text: string) =>
  run.planted.filter((personal) => text.includes(personal));

afterEach(() => vi.unstubAllGlobals());

describe("masking in the trace worker", () => {
  it("masks a trace as it is read: summaries, full steps and the filter", async () => {
    serve();
    const { received, answer, send } = worker();
    const end = await openMasked(send, answer);
    const decoder = new SummaryDecoder();
    const summaries = received.flatMap((message) =>
      message.type === "trace-batch" ? decoder.decode(message.columns) : [],
    );
    expect(summaries.length).toBeGreaterThan(0);
    expect(leaks(JSON.stringify(summaries))).toEqual([]);
    expect(leaks(JSON.stringify(end.outcome.header))).toEqual([]);

    const key = end.outcome.key;
    send({
      type: "full-steps",
      id: 2,
      key,
      indexes: summaries.map((step) => step.index),
    });
    const full = await answer(2);
    if (full.type !== "result") throw new Error("no steps");
    const steps = full.value as Step[];
    expect(JSON.stringify(steps)).toContain("Customer A");
    expect(leaks(JSON.stringify(steps))).toEqual([]);

    const person = run.people[0]!;
    send({
      type: "task",
      id: 3,
      name: "matchSteps",
      input: { traceKey: key, query: person.email, errorsOnly: false },
    });
    const found = await answer(3);
    expect(found).toMatchObject({ type: "result", value: [] });
  });

  it("masks any other read with the same letters, and leaves a plain trace alone", async () => {
    serve();
    const { received, answer, send } = worker();
    send({
      type: "task",
      id: 1,
      name: "maskedJson",
      input: { path: "/api/agents/a/records", mask: { userStrings: [] } },
    });
    const list = await answer(1);
    if (list.type !== "result") throw new Error(JSON.stringify(list));
    const text = JSON.stringify(list.value);
    expect(leaks(text)).toEqual([]);
    expect(text).toContain('"participantDisplayName":"Customer A"');

    send({
      type: "open-trace",
      id: 2,
      path: TRACE_PATH,
      mask: null,
      focus: null,
    });
    const end = await answer(2);
    if (end.type !== "trace-end" || end.outcome.kind !== "trace")
      throw new Error("no trace");
    const count = received.filter(
      (message) => message.id === 2 && message.type === "trace-batch",
    ).length;
    expect(count).toBeGreaterThan(0);
    send({
      type: "full-steps",
      id: 3,
      key: end.outcome.key,
      indexes: [0, 1, 2, 3],
    });
    const plain = await answer(3);
    expect(leaks(JSON.stringify(plain)).length).toBeGreaterThan(0);
  });

  it("masks the person a run waits on, whom only the trace's envelope names", async () => {
    // Nobody in the directory: the name is known only from `waitingFor`, which the stream
    // reads after steps that already mention it.
    const name = waitingConsult.waitingFor.displayName;
    const trace = JSON.parse(
      JSON.stringify(waitingConsult).replace(
        '"displayName":"Search Emails"',
        `"displayName":"Ask ${name}"`,
      ),
    ) as unknown;
    expect(JSON.stringify(trace)).toContain(`Ask ${name}`);
    serve(trace, []);
    const { received, answer, send } = worker();
    const end = await openMasked(send, answer);
    const header = JSON.stringify(end.outcome.header);
    expect(header).toContain('"displayName":"Customer A"');
    expect(header).not.toContain(name);
    // The batches the page keeps: the last reset and everything after it.
    const decoder = new SummaryDecoder();
    let summaries: Step[] = [];
    for (const message of received)
      if (message.type === "trace-batch") {
        const steps = decoder.decode(message.columns);
        summaries = message.reset ? steps : [...summaries, ...steps];
      }
    const labels = JSON.stringify(summaries);
    expect(labels).toContain("Ask Customer A");
    expect(labels).not.toContain(name);
  });

  it("reads a large trace's full steps masked from its bytes", async () => {
    serve();
    const masker = createMasker(
      collectMaskSubjects({ participants: run.participants }),
    );
    const result = await readTrace(TRACE_PATH, {
      signal: new AbortController().signal,
      onBatch: () => undefined,
      largeBytes: 1,
      rewriteWire: masker.maskValue,
    });
    if (result.kind !== "trace" || !result.large)
      throw new Error("not read as large");
    const large = result.large;
    const full = result.trace.steps.map((step) => readLargeStep(large, step));
    expect(leaks(JSON.stringify(full))).toEqual([]);
    expect(JSON.stringify(full)).toContain("Customer");
  });
});
