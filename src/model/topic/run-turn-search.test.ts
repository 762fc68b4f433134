import { describe, expect, it } from "vitest";
import { MAX_PAGES_BACK, searchRunTurn } from "./run-turn-search";
import type { Transcript } from "./transcript";
import type { Turn } from "./topic";

/** A transcript of turns at these times; `runTurns` of them are the run's. */
function transcriptOf(times: number[], runTurns: number[] = []): Transcript {
  return {
    entries: [],
    turns: times.map((at) => ({ at }) as Turn),
    indexById: new Map(times.map((_, index) => [`turn-${index}`, index])),
    runTurnIndexes: runTurns,
    heldBack: 0,
  };
}

const RUN = {
  runId: "d23a7c41-5e2b-4f8d-9c6a-1b3e5f7a9c23",
  runStartedAt: 5_000,
};

/** The search for RUN's turn in turns after its start, older pages left, none on the way. */
const search = (overrides: Partial<Parameters<typeof searchRunTurn>[0]>) =>
  searchRunTurn({
    run: RUN,
    focusId: null,
    transcript: transcriptOf([6_000, 7_000]),
    hasOlder: true,
    isFetchingOlder: false,
    pagesLoaded: 1,
    ...overrides,
  });

const notFound = (reach: string) => ({ runId: RUN.runId, reach });

describe("searchRunTurn", () => {
  it("pages back while the run's turn is missing and the turns are not older than the run", () => {
    expect(search({})).toEqual({ fetchOlder: true, runWithoutTurn: null });
  });

  it("stops, and says nothing, once the run's turn is loaded", () => {
    expect(search({ transcript: transcriptOf([6_000, 7_000], [1]) })).toEqual({
      fetchOlder: false,
      runWithoutTurn: null,
    });
  });

  it("says the whole conversation is loaded without the run's turn", () => {
    expect(search({ hasOlder: false })).toEqual({
      fetchOlder: false,
      runWithoutTurn: notFound("whole"),
    });
  });

  it("stops at turns older than the run's start, and says they reach back that far", () => {
    expect(search({ transcript: transcriptOf([4_000, 7_000]) })).toEqual({
      fetchOlder: false,
      runWithoutTurn: notFound("before-run"),
    });
  });

  it("gives up after the page limit, saying older turns are not loaded", () => {
    expect(
      search({
        run: { ...RUN, runStartedAt: null },
        pagesLoaded: MAX_PAGES_BACK,
      }),
    ).toEqual({ fetchOlder: false, runWithoutTurn: notFound("partial") });
  });

  it("says nothing while a page is on its way", () => {
    expect(search({ isFetchingOlder: true })).toEqual({
      fetchOlder: false,
      runWithoutTurn: null,
    });
  });

  it("pages back for a linked entry not loaded yet, with no run asked for", () => {
    expect(search({ run: null, focusId: "turn-9" })).toEqual({
      fetchOlder: true,
      runWithoutTurn: null,
    });
    expect(search({ run: null, focusId: "turn-0" })).toEqual({
      fetchOlder: false,
      runWithoutTurn: null,
    });
  });

  it("does nothing before the turns load", () => {
    expect(search({ focusId: "turn-1", transcript: null })).toEqual({
      fetchOlder: false,
      runWithoutTurn: null,
    });
  });
});
