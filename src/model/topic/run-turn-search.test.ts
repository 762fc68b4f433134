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
const idle = { hasOlder: true, isFetchingOlder: false, pagesLoaded: 1 };

describe("searchRunTurn", () => {
  it("pages back while the run's turn is missing and the turns are not older than the run", () => {
    expect(
      searchRunTurn({
        run: RUN,
        focusId: null,
        transcript: transcriptOf([6_000, 7_000]),
        ...idle,
      }),
    ).toEqual({ fetchOlder: true, runWithoutTurn: null });
  });

  it("stops, and says nothing, once the run's turn is loaded", () => {
    expect(
      searchRunTurn({
        run: RUN,
        focusId: null,
        transcript: transcriptOf([6_000, 7_000], [1]),
        ...idle,
      }),
    ).toEqual({ fetchOlder: false, runWithoutTurn: null });
  });

  it("says the whole conversation is loaded without the run's turn", () => {
    expect(
      searchRunTurn({
        run: RUN,
        focusId: null,
        transcript: transcriptOf([6_000, 7_000]),
        ...idle,
        hasOlder: false,
      }).runWithoutTurn,
    ).toEqual({ runId: RUN.runId, reach: "whole" });
  });

  it("stops at turns older than the run's start, and says they reach back that far", () => {
    expect(
      searchRunTurn({
        run: RUN,
        focusId: null,
        transcript: transcriptOf([4_000, 7_000]),
        ...idle,
      }),
    ).toEqual({
      fetchOlder: false,
      runWithoutTurn: { runId: RUN.runId, reach: "before-run" },
    });
  });

  it("gives up after the page limit, saying older turns are not loaded", () => {
    expect(
      searchRunTurn({
        run: { ...RUN, runStartedAt: null },
        focusId: null,
        transcript: transcriptOf([6_000]),
        ...idle,
        pagesLoaded: MAX_PAGES_BACK,
      }),
    ).toEqual({
      fetchOlder: false,
      runWithoutTurn: { runId: RUN.runId, reach: "partial" },
    });
  });

  it("says nothing while a page is on its way", () => {
    expect(
      searchRunTurn({
        run: RUN,
        focusId: null,
        transcript: transcriptOf([6_000]),
        ...idle,
        isFetchingOlder: true,
      }),
    ).toEqual({ fetchOlder: false, runWithoutTurn: null });
  });

  it("pages back for a linked entry not loaded yet, with no run asked for", () => {
    const transcript = transcriptOf([6_000]);
    expect(
      searchRunTurn({ run: null, focusId: "turn-9", transcript, ...idle }),
    ).toEqual({ fetchOlder: true, runWithoutTurn: null });
    expect(
      searchRunTurn({ run: null, focusId: "turn-0", transcript, ...idle }),
    ).toEqual({ fetchOlder: false, runWithoutTurn: null });
  });

  it("does nothing before the turns load", () => {
    expect(
      searchRunTurn({ run: RUN, focusId: "turn-1", transcript: null, ...idle }),
    ).toEqual({ fetchOlder: false, runWithoutTurn: null });
  });
});
