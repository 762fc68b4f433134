/**
 * The streaming trace reader against the one-shot path on every trace of the demo data
 * set (D1–D10 and the rest), compact as the API sends them and indented as the CLI saves
 * them, in chunks of several sizes: the worker pipeline must build the same model.
 */
import { describe, expect, it } from "vitest";
import { normalizeFruxonTrace } from "../../src/model/normalize/fruxon-trace";
import { FruxonTraceStream } from "../../src/model/normalize/fruxon-trace-stream";
import { demoData } from "./test-helpers";

const encoder = new TextEncoder();

function readStreamed(text: string, chunkSize: number) {
  const bytes = encoder.encode(text);
  const stream = new FruxonTraceStream();
  for (let at = 0; at < bytes.length; at += chunkSize)
    stream.push(bytes.subarray(at, at + chunkSize));
  return stream.finish();
}

describe("FruxonTraceStream on the demo data set", () => {
  const runs = demoData().runs.filter((run) => run.trace !== null);

  it("has traces of both generations to read", () => {
    expect(runs.length).toBeGreaterThan(20);
    expect(runs.some((run) => !("trace" in run.trace!))).toBe(true);
  });

  for (const run of runs) {
    const id = String(run.record.id);
    // The 10,000-step run takes seconds on a loaded machine.
    it(
      `reads run ${id} as normalizeFruxonTrace does`,
      { timeout: 120_000 },
      () => {
        const expected = normalizeFruxonTrace(run.trace);
        for (const text of [
          JSON.stringify(run.trace),
          JSON.stringify(run.trace, null, 2),
        ])
          // Tiny chunks split every token; they are slow on the 10,000-step run, so only on small ones.
          for (const size of text.length < 200_000
            ? [13, 4096, 65_536]
            : [4096, 65_536])
            expect(readStreamed(text, size)).toEqual({ trace: expected });
      },
    );
  }
});
