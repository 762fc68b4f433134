import { describe, expect, it } from "vitest";
import type { Step } from "../run";
import { FIXTURE_JSON_FILES } from "../testing/fixture-files";
import { normalizeFruxonTrace } from "./fruxon-trace";
import { FruxonTraceStream } from "./fruxon-trace-stream";
import { isPastPath } from "./deferred-steps";

const encoder = new TextEncoder();

/** Reads `text` in chunks of `size` with `focus`, catching up a few steps after each chunk. */
function readFocused(text: string, size: number, focus: string) {
  const events: { path: string; what: "unread" | "provisional" | "final" }[] =
    [];
  const stream = new FruxonTraceStream({
    focus,
    onUnread: (position) =>
      events.push({ path: position.path, what: "unread" }),
    onStep: (step: Step, isFinal) =>
      events.push({ path: step.path, what: isFinal ? "final" : "provisional" }),
  });
  const bytes = encoder.encode(text);
  for (let at = 0; at < bytes.length; at += size) {
    stream.push(bytes.subarray(at, at + size));
    let budget = 2;
    stream.readDeferred(() => --budget <= 0);
  }
  return { result: stream.finish(), events };
}

/** A flow of `turns` LLM turns of `calls` tool calls each, as compact JSON. */
function wideTrace(turns: number, calls: number): string {
  const tool = (n: number) => ({
    id: `t${n}`,
    displayName: "Get",
    type: "TOOL",
    status: n % 7 === 3 ? "ERROR" : "SUCCESS",
    toolTrace: { parameters: { n }, tool: { integrationId: "x", id: "get" } },
    steps: [],
  });
  let n = 0;
  const llm = (turn: number) => ({
    id: `l${turn}`,
    displayName: "LLM",
    type: "LLM_STEP",
    llmStepTrace: { model: "m", reasoningBlocks: [{ text: `turn ${turn}` }] },
    steps: Array.from({ length: calls }, () => tool(n++)),
    status: "SUCCESS",
  });
  return JSON.stringify({
    status: "COMPLETED",
    trace: {
      traces: [
        {
          id: "flow",
          displayName: "flow",
          type: "FLOW_STEP",
          steps: Array.from({ length: turns }, (_, turn) => llm(turn)),
          status: "SUCCESS",
        },
      ],
    },
  });
}

describe("FruxonTraceStream with a focus — the steps before it read after it", () => {
  const text = wideTrace(3, 40);
  const whole = normalizeFruxonTrace(JSON.parse(text));

  for (const focus of ["1.3.40", "1.2.17", "1.2", "1", "1.1.1", "1.9", "2"])
    it(`builds the same trace as the one-shot path, focus ${focus}`, () => {
      for (const size of [13, 256, text.length + 1])
        expect(readFocused(text, size, focus).result).toEqual({
          trace: whole,
        });
    });

  it("reports the focus first (with its ancestors), then the steps passed over, near it first", () => {
    const { events } = readFocused(text, text.length + 1, "1.3.40");
    const focusAt = events.findIndex(
      (e) => e.path === "1.3.40" && e.what === "final",
    );
    const before = events.slice(0, focusAt + 1);
    // Every step before the focus is announced as not read yet as it opens, then the
    // focus's ancestors and it are read.
    expect(before.filter((e) => e.what === "unread")).toHaveLength(
      whole.byPath.get("1.3.40")!,
    );
    expect(before.filter((e) => e.what !== "unread")).toEqual([
      { path: "1", what: "provisional" },
      { path: "1.3", what: "provisional" },
      { path: "1.3.40", what: "final" },
    ]);
    // Then the rows just above it, counting down (its ancestors close as they arrive).
    const after = events
      .slice(focusAt + 1)
      .filter((e) => e.what === "final" && e.path.startsWith("1.3."));
    expect(after.slice(0, 2).map((e) => e.path)).toEqual(["1.3.39", "1.3.38"]);
    // And every step is read in the end.
    const finals = new Set(
      events.filter((e) => e.what === "final").map((e) => e.path),
    );
    expect(finals.size).toBe(whole.steps.length);
  });

  it("reads in order once the focus is known not to exist", () => {
    const { events } = readFocused(text, text.length + 1, "1.1.99");
    // Announced as they opened, up to the step that showed the focus is not there.
    expect(events.filter((e) => e.what === "unread")).toHaveLength(42);
    const passedOver = events
      .filter((e) => e.what === "final" && e.path.startsWith("1.1."))
      .map((e) => Number(e.path.split(".")[2]));
    expect(passedOver).toEqual(passedOver.toSorted((a, b) => a - b));
    expect(passedOver).toHaveLength(40);
  });

  for (const { path, text: fixture } of FIXTURE_JSON_FILES.slice(0, 40))
    it(`reads ${path} as without a focus`, () => {
      const plain = new FruxonTraceStream();
      let expected: unknown;
      try {
        plain.push(encoder.encode(fixture));
        expected = plain.finish();
      } catch (error) {
        expected = { error: (error as Error).message };
      }
      let actual: unknown;
      try {
        actual = readFocused(fixture, 97, "1.2.1").result;
      } catch (error) {
        actual = { error: (error as Error).message };
      }
      expect(actual).toEqual(expected);
    });
});

describe("isPastPath", () => {
  it("is true of a path after the focus in reading order, not of its ancestors", () => {
    expect(isPastPath("1.2", "1.1.999")).toBe(true);
    expect(isPastPath("2", "1.1.999")).toBe(true);
    expect(isPastPath("1.1", "1.1.999")).toBe(false);
    expect(isPastPath("1.1.1000", "1.1.999")).toBe(true);
    expect(isPastPath("1.1.999.1", "1.1.999")).toBe(true);
    expect(isPastPath("1.1.998.7", "1.1.999")).toBe(false);
  });
});
