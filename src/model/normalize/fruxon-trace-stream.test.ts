import { describe, expect, it } from "vitest";
import type { RunTrace, Step } from "../run";
import { FIXTURE_JSON_FILES } from "../testing/fixture-files";
import { makeWireTrace } from "../testing/builders";
import { normalizeFruxonTrace } from "./fruxon-trace";
import { FruxonTraceStream } from "./fruxon-trace-stream";

const encoder = new TextEncoder();

function chunksOf(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size)
    chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

/** The streamed reading of `text` in chunks of `size` bytes: a trace, or the error thrown. */
function streamed(text: string, size: number, events = {}) {
  const stream = new FruxonTraceStream(events);
  try {
    for (const chunk of chunksOf(text, size)) stream.push(chunk);
    return stream.finish();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The one-shot reading: `JSON.parse` then `normalizeFruxonTrace`. */
function oneShot(text: string): { trace: RunTrace } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "not JSON" };
  }
  try {
    return { trace: normalizeFruxonTrace(json) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function expectSameReading(text: string) {
  const expected = oneShot(text);
  for (const size of [1, 7, 64, 1000, text.length + 1]) {
    const actual = streamed(text, size);
    if ("error" in expected) {
      expect(actual, `chunks of ${size}`).toHaveProperty("error");
      if (expected.error !== "not JSON")
        expect(actual).toEqual({ error: expected.error });
    } else expect(actual, `chunks of ${size}`).toEqual(expected);
  }
}

describe("FruxonTraceStream — the same model as the one-shot path", () => {
  for (const { path, text } of FIXTURE_JSON_FILES) {
    it(`reads ${path} as normalizeFruxonTrace does (or fails the same way)`, () =>
      expectSameReading(text));
  }

  it("reads a bare old-generation trace", () => {
    const bare = makeWireTrace([
      { displayName: "a", type: "Unknown", steps: [{ displayName: "b" }] },
    ]).trace;
    expectSameReading(JSON.stringify(bare));
  });

  it("reads a status that comes after the step's children", () => {
    const text = `{"status":"COMPLETED","trace":{"traces":[{"displayName":"flow","steps":[{"displayName":"tool","type":"TOOL","status":"ERROR","error":"boom"}],"status":"ERROR","duration":5,"endTime":9}],"startTime":1}}`;
    expectSameReading(text);
    const seen: [string, string | null, boolean][] = [];
    streamed(text, 5, {
      onStep: (step: Step, isFinal: boolean) =>
        seen.push([step.path, step.status, isFinal]),
    });
    expect(seen).toEqual([
      ["1", null, false],
      ["1.1", "ERROR", true],
      ["1", "ERROR", true],
    ]);
  });

  it("keeps steps that are not objects or break the schema, with their children", () => {
    const text = JSON.stringify({
      trace: {
        traces: [
          "not a step",
          null,
          { type: { odd: true }, steps: [{ displayName: "child" }, 3] },
          [1, 2],
          { steps: "not an array", displayName: "x" },
          { steps: [], displayName: "leaf with empty children" },
          { steps: [7, { displayName: "after a non-step" }], displayName: "y" },
        ],
      },
    });
    expectSameReading(text);
  });

  it("fails as the one-shot path does on envelopes that break the schema", () => {
    for (const body of [
      `[]`,
      `"text"`,
      `null`,
      `{}`,
      `{"trace":{"traces":{"not":"an array"}}}`,
      `{"trace":{"traces":[],"startTime":"soon"}}`,
      `{"traces":[{"displayName":"a"}],"agentRevision":"x"}`,
      `{"status":5,"trace":{"traces":[]}}`,
    ])
      expectSameReading(body);
  });

  it("asks for the whole body when the stream cannot read it as JSON.parse would", () => {
    for (const body of [
      `{"trace":{"traces":[{"displayName":"a"}]},"traces":[{"displayName":"b"}]}`,
      `{"traces":[{"displayName":"a"}],"trace":{"traces":[]}}`,
      `{"trace":{"traces":[{"displayName":"a","steps":[{}],"steps":[]}]}}`,
      `{"trace":{"traces":[{"displayName":"a","steps":[],"steps":[{}]}]}}`,
      `{"trace":{"traces":[{"displayName":"a","steps":[],"steps":[]}]}}`,
      `{"trace":{"traces":[]},"trace":{"traces":[]}}`,
    ])
      expect(streamed(body, 3)).toEqual({ needsWholeBody: true });
  });

  it("rejects a body cut short or broken inside a step", () => {
    const text = JSON.stringify(
      makeWireTrace([{ displayName: "a", steps: [{ displayName: "b" }] }]),
    );
    for (let end = 0; end < text.length; end++)
      expect(streamed(text.slice(0, end), 4)).toHaveProperty("error");
    expect(streamed(text.replace(`"b"`, `"b",`), 4)).toHaveProperty("error");
  });

  it("reads a step with an empty steps array once, and a parent before its first child", () => {
    const text = JSON.stringify(
      makeWireTrace([
        { displayName: "1", steps: [{ displayName: "1.1", steps: [] }] },
        { displayName: "2", steps: [] },
      ]),
    );
    const seen: string[] = [];
    streamed(text, 2, {
      onStep: (step: Step, isFinal: boolean) =>
        seen.push(`${step.path}${isFinal ? "" : " (children to come)"}`),
    });
    expect(seen).toEqual(["1 (children to come)", "1.1", "1", "2"]);
  });

  it("numbers steps in the order they open, which is pre-order", () => {
    const text = JSON.stringify(
      makeWireTrace([
        { displayName: "1", steps: [{ displayName: "1.1", steps: [{}] }, {}] },
        { displayName: "2" },
      ]),
    );
    const order: string[] = [];
    streamed(text, 3, {
      onStep: (step: Step, isFinal: boolean) => {
        if (isFinal) order.push(`${step.index}:${step.path}`);
      },
    });
    expect(order).toEqual(["2:1.1.1", "1:1.1", "3:1.2", "0:1", "4:2"]);
  });
});
