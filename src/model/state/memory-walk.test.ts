/**
 * The last writer of a memory title is looked for back past the previous run — an
 * off-schedule run that wrote nothing sits between — within a bound, and the walk says how
 * far it looked.
 *
 *   run-5 (wrote T) ← run-4 (wrote nothing) ← run-3 (previous, FAILED) ← this run (searched T)
 */
import { describe, expect, it } from "vitest";
import { makeSummary, makeToolStep, makeTrace } from "../testing/builders";
import type { RunSummary } from "../run";
import { memoryPicture } from "./memory-picture";
import { MAX_MEMORY_WALK, walkBackForWrites } from "./memory-walk";
import { lookedBackWords, memoryReadSentence } from "./memory-words";
import { runStateFacts } from "./run-state-facts";

const TITLE = "renewals watermark";
const VALUE = "last_seen=2026-12-01T06:00:00Z; notified=[pol_1]";

const write = (content: string) =>
  makeToolStep("system/memory_write", {
    parameters: { title: TITLE, content },
  });
const search = (content: string) =>
  makeToolStep("system/memory_search", {
    parameters: { query: TITLE },
    result: { jsonValue: { memories: [{ title: TITLE, content }] } },
  });

/** Runs newest first: index 0 is the previous run; `writes[i]` is what run i wrote. */
function history(writes: (string | null)[]) {
  const runs = writes.map((_, i) =>
    makeSummary({
      id: `run-${i + 1}`,
      startTime: 1_786_000_000_000 - i * 3_600_000,
    }),
  );
  const facts = (run: RunSummary) => {
    const value = writes[runs.indexOf(run)];
    return runStateFacts(makeTrace(value ? [write(value)] : [])).facts;
  };
  let previousOfCalls = 0;
  const steps = {
    previousOf: (run: RunSummary) => {
      previousOfCalls++;
      return Promise.resolve(runs[runs.indexOf(run) + 1] ?? null);
    },
    factsOf: (run: RunSummary) => Promise.resolve(facts(run)),
  };
  return {
    walk: () =>
      walkBackForWrites(
        [TITLE],
        { summary: runs[0]!, facts: facts(runs[0]!) },
        steps,
      ),
    calls: () => previousOfCalls,
  };
}

describe("walking back for the last write of a title", () => {
  it("finds the write two runs back when the previous run wrote nothing", async () => {
    const walk = await history([null, VALUE]).walk();
    expect(walk.writes.get(TITLE)).toMatchObject({
      runId: "run-2",
      runsBack: 2,
      content: VALUE,
    });
    expect(walk.stop).toBe("found-all");

    const rows = memoryPicture({
      facts: runStateFacts(makeTrace([search(VALUE)])).facts,
      previous: { runId: "run-1", facts: runStateFacts(makeTrace([])).facts },
      now: null,
      earlier: walk,
    });
    expect(rows[0]!.read.kind).toBe("previous-write");
    expect(memoryReadSentence(rows[0]!, walk, true)).toBe(
      "The run read the value as the run 2 runs before this one wrote it (its search result agrees with that write).",
    );
  });

  it("says how far it looked when no run wrote it, and stops at the bound", async () => {
    const none = await history([null, null, null]).walk();
    expect(none).toMatchObject({ runsRead: 3, stop: "no-earlier-run" });
    expect(lookedBackWords(none)).toBe(
      "None of the 3 runs before it wrote this title, and there is no earlier run",
    );

    const long = history(Array.from({ length: 20 }, () => null));
    const bounded = await long.walk();
    expect(bounded.stop).toBe("limit");
    expect(bounded.runsRead).toBe(MAX_MEMORY_WALK + 1);
    expect(long.calls()).toBe(MAX_MEMORY_WALK);
    expect(lookedBackWords(bounded)).toBe(
      `None of the ${MAX_MEMORY_WALK + 1} runs before it wrote this title; runs before those were not read`,
    );
  });

  it("takes the previous run's own write without reading further", async () => {
    const h = history([VALUE, "older"]);
    const walk = await h.walk();
    expect(walk.writes.get(TITLE)).toMatchObject({
      runId: "run-1",
      runsBack: 1,
    });
    expect(h.calls()).toBe(0);
  });
});
