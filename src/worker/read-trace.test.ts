import { afterEach, describe, expect, it, vi } from "vitest";
import waitingConsult from "../../fixtures/saved-runs/waiting-consult-fan-out.json";
import { ApiError, fetchJson } from "../api/client";
import { normalizeFruxonTrace } from "../model/normalize/fruxon-trace";
import { toSummaryStep } from "../model/normalize/summary-step";
import type { Step } from "../model/run";
import { readTrace, type TraceReading } from "./read-trace";
import { readLargeStep } from "./large-trace";
import { matchSteps } from "../model/tree/search";
import {
  makeStep,
  makeToolStep,
  makeWireTrace,
} from "../model/testing/builders";

const PATH = "/api/agents/a/runs/r/trace";
const encoder = new TextEncoder();

/** A 200 whose body arrives in `parts`, then ends — or breaks, when `breakAfter` is set. */
function streamedResponse(
  parts: string[],
  options: { breakAfter?: boolean; status?: number } = {},
) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (options.breakAfter) controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
  return new Response(body, {
    status: options.status ?? 200,
    headers: { "content-type": "application/json" },
  });
}

function split(text: string, parts: number): string[] {
  const size = Math.ceil(text.length / parts);
  return Array.from({ length: parts }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );
}

async function read(response: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(response)),
  );
  const batches: { steps: Step[]; bytes: number }[] = [];
  const result = await readTrace(PATH, {
    signal: new AbortController().signal,
    batchMs: 0,
    onBatch: (progress, steps) =>
      batches.push({ steps, bytes: progress.bytes }),
  });
  return { result, batches };
}

/** What the page's one-shot path says for the same answer. */
async function oneShotMessage(response: Response): Promise<string> {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(response)),
  );
  try {
    normalizeFruxonTrace(await fetchJson(PATH));
    return "read";
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    return `The trace could not be read: ${(error as Error).message}`;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("readTrace", () => {
  const text = JSON.stringify(waitingConsult);

  it("sends summary steps before the body ends, and keeps the full trace", async () => {
    const { result, batches } = await read(streamedResponse(split(text, 6)));
    const expected = normalizeFruxonTrace(waitingConsult);
    expect(result).toMatchObject({ kind: "trace", trace: expected });
    expect(batches.length).toBeGreaterThan(1);
    expect(batches[0]!.bytes).toBeLessThan(encoder.encode(text).length);
    // The last version sent of each step is its summary.
    const sent = new Map<number, Step>();
    for (const batch of batches)
      for (const step of batch.steps) sent.set(step.index, step);
    expect([...sent.values()].sort((a, b) => a.index - b.index)).toEqual(
      expected.steps.map(toSummaryStep),
    );
  });

  it("sends a first batch before reading the rest of a large chunk", async () => {
    // Browsers hand a fast body over in chunks of megabytes: the first rows must not wait
    // for a whole chunk to be read.
    const wire = makeWireTrace(
      Array.from({ length: 2_000 }, (_, i) =>
        makeToolStep("crm/lookup", {
          parameters: { note: "x".repeat(100), i },
        }),
      ),
    );
    const body = JSON.stringify(wire);
    expect(body.length).toBeGreaterThan(300_000);
    const { result, batches } = await read(streamedResponse([body]));
    expect(result.kind).toBe("trace");
    expect(batches.length).toBeGreaterThan(1);
    expect(batches[0]!.steps.length).toBeLessThan(2_000 / 2);
  });

  const FAILURES: [string, () => Response][] = [
    [
      "a body cut short",
      () => streamedResponse(split(text, 4).slice(0, 2), { breakAfter: true }),
    ],
    [
      "a body broken part-way",
      () => streamedResponse(split(text.replace(`"steps":`, `"steps"::`), 3)),
    ],
    ["a body that ends early", () => streamedResponse([text.slice(0, -40)])],
    [
      "an error answer",
      () =>
        new Response(
          JSON.stringify({
            error: { code: "not_found", message: "No such run." },
          }),
          { status: 404 },
        ),
    ],
    [
      "a 429 with Retry-After",
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: "rate_limited",
              message: "Slow down.",
              retryAfterSeconds: 7,
            },
          }),
          { status: 429 },
        ),
    ],
    [
      "an error page that is not JSON",
      () => new Response("<html>", { status: 502 }),
    ],
    [
      "JSON of the wrong shape",
      () => streamedResponse([`{"trace": {"traces": 5}}`]),
    ],
    ["an empty body", () => streamedResponse([])],
  ];
  for (const [name, respond] of FAILURES) {
    it(`reports ${name} in today's words, with no trace`, async () => {
      const expected = await oneShotMessage(respond());
      const { result } = await read(respond());
      expect(result.kind).not.toBe("trace");
      const message =
        result.kind === "failed"
          ? result.error.message
          : result.kind === "unreadable"
            ? result.message
            : "?";
      expect(message).toBe(expected);
    });
  }

  it("reports a body that broke as JSON as not JSON, even when the connection then broke", async () => {
    // The chunks arrive, then the connection breaks (an error in `start` would drop them).
    const parts = ['{"status": "COMPLETED", "trace": <html>', "<body>"];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.error(new TypeError("reset"));
        else controller.enqueue(encoder.encode(part));
      },
    });
    const { result } = await read(new Response(body, { status: 200 }));
    expect(result).toMatchObject({
      kind: "failed",
      error: { code: "not_json" },
    });
    if (result.kind !== "failed") return;
    expect(result.error.message).toContain("at byte 33");
    expect(result.error.message).toContain('starts with “{"status"');
  });

  it("reports a body that ended early as cut short, not as not JSON", async () => {
    const { result } = await read(streamedResponse([text.slice(0, -40)]));
    expect(result).toMatchObject({
      kind: "failed",
      error: { code: "body_cut" },
    });
  });

  it("keeps the Retry-After of a 429", async () => {
    const { result } = await read(
      new Response(
        JSON.stringify({
          error: {
            code: "rate_limited",
            message: "Slow down.",
            retryAfterSeconds: 7,
          },
        }),
        { status: 429 },
      ),
    );
    expect(result).toMatchObject({
      kind: "failed",
      error: { status: 429, retryAfterSeconds: 7 },
    });
  });

  it("says the proxy is down when fetch fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("fetch failed"))),
    );
    const result = await readTrace(PATH, {
      signal: new AbortController().signal,
      onBatch: () => {},
    });
    expect(result).toMatchObject({
      kind: "failed",
      error: { code: "proxy_unreachable", status: 0 },
    });
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode(text.slice(0, 500)));
        controller.signal.addEventListener("abort", () =>
          stream.error(new DOMException("aborted", "AbortError")),
        );
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(body))),
    );
    const reading = readTrace(PATH, {
      signal: controller.signal,
      onBatch: () => {},
    });
    controller.abort();
    expect((await reading).kind).toBe("cancelled");
  });
});

describe("readTrace on a trace too large to keep whole", () => {
  const text = JSON.stringify(waitingConsult);

  it("keeps summaries and reads every full step again from the bytes, the same step", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(streamedResponse(split(text, 5)))),
    );
    const result = await readTrace(PATH, {
      signal: new AbortController().signal,
      onBatch: () => {},
      largeBytes: 100,
    });
    if (result.kind !== "trace" || !result.large)
      throw new Error(
        `expected a large trace: ${JSON.stringify(result).slice(0, 300)}`,
      );
    const expected = normalizeFruxonTrace(waitingConsult);
    expect(result.trace.steps).toEqual(expected.steps.map(toSummaryStep));
    expect(
      result.trace.steps.map((step) => readLargeStep(result.large!, step)),
    ).toEqual(expected.steps);
    for (const query of ["gmail", "dana", "error", "1.1.2"])
      expect(matchSteps(result.trace, { query, errorsOnly: false })).toEqual(
        matchSteps(expected, { query, errorsOnly: false }),
      );
  });
});

describe("readTrace with a focus (a deep link's step, decision 2001)", () => {
  const UNREAD = "not read yet";
  const wire = makeWireTrace([
    makeStep({
      type: "LLM_STEP",
      displayName: "plan",
      steps: Array.from({ length: 30 }, (_, i) =>
        makeToolStep("ledger/get_entry", { parameters: { entry: i } }),
      ),
    }),
  ]);
  const text = JSON.stringify(wire);
  const expected = normalizeFruxonTrace(wire);

  for (const largeBytes of [Infinity, 100])
    it(`sends the focus first, in full on request, and the same trace in the end${largeBytes < Infinity ? " (kept as bytes)" : ""}`, async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(() => Promise.resolve(streamedResponse(split(text, 4)))),
      );
      let reading: TraceReading | null = null;
      const batches: { steps: Step[]; focusInFull: Step | null }[] = [];
      const result = await readTrace(PATH, {
        signal: new AbortController().signal,
        batchMs: 0,
        focus: "1.25",
        largeBytes,
        onReading: (read) => (reading = read),
        onBatch: (_progress, steps) =>
          batches.push({ steps, focusInFull: reading!.stepInFull(25) }),
      });
      if (result.kind !== "trace") throw new Error(result.kind);
      // The batch that brings the focus read: nothing before it was read but its
      // ancestor; the rest went as not read yet, as they opened.
      const at = batches.findIndex((batch) =>
        batch.steps.some((step) => step.index === 25 && step.name !== UNREAD),
      );
      const readUpToIt = batches
        .slice(0, at + 1)
        .flatMap((batch) => batch.steps)
        .filter((step) => step.name !== UNREAD && step.index <= 25);
      expect(readUpToIt.map((step) => step.index).sort()).toEqual([0, 25]);
      expect(batches[at]!.focusInFull).toEqual({
        ...expected.steps[25],
        children: [],
      });
      // The issuing LLM step, its children still arriving: what is read of it.
      expect(reading!.stepInFull(0)?.name).toBe("plan");
      // Every step is sent read in the end, and the trace is the one read in order.
      const last = new Map<number, Step>();
      for (const batch of batches)
        for (const step of batch.steps) last.set(step.index, step);
      expect([...last.values()].sort((a, b) => a.index - b.index)).toEqual(
        expected.steps.map(toSummaryStep),
      );
      expect(result.trace.steps.map((step) => step.path)).toEqual(
        expected.steps.map((step) => step.path),
      );
    });
});

describe("readTrace on a trace too large for the tab", () => {
  it("stops before the memory runs out, saying how far it got and why", async () => {
    const text = JSON.stringify(waitingConsult);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(streamedResponse(split(text, 8)))),
    );
    const result = await readTrace(PATH, {
      signal: new AbortController().signal,
      onBatch: () => {},
      memoryBudget: text.length / 2,
    });
    if (result.kind !== "failed") throw new Error(result.kind);
    expect(result.error.code).toBe("trace_too_large");
    expect(result.error.message).toMatch(
      /^This run is too large to open in a browser tab: reading stopped after \d+ steps \(\d+ KB of its trace\), because holding more would take over \d+ KB of memory/,
    );
    expect(result.progress.bytes).toBeLessThan(text.length);
  });
});
