import { describe, expect, it } from "vitest";
import type { RunSummary } from "./run";
import { makeRootRun } from "./testing/builders";
import {
  findPreviousRun,
  type PreviousRunPage,
  type PreviousRunPageQuery,
} from "./find-previous-run";

const MINUTE = 60_000;
const T = 1_786_000_000_000;
const run = makeRootRun;

/** A list API over `runs`: newest first, `until` inclusive, session/participant filters, pages of `size`. */
function listApi(runs: RunSummary[], size = 3) {
  const calls: PreviousRunPageQuery[] = [];
  const fetchPage = (
    filters: PreviousRunPageQuery,
  ): Promise<PreviousRunPage> => {
    calls.push(filters);
    const until = Number(filters.until);
    const matching = runs
      .filter((r) => r.startTime! <= until)
      .filter((r) => !filters.session || r.sessionId === filters.session)
      .filter(
        (r) =>
          !filters.participant ||
          r.trigger?.participantId === filters.participant,
      )
      .sort((a, b) => b.startTime! - a.startTime!);
    return Promise.resolve({
      runs: matching.slice(0, size),
      nextPageToken: matching.length > size ? String(size) : null,
    });
  };
  return { fetchPage, calls };
}

describe("findPreviousRun", () => {
  it("asks for runs that started before this one and picks the newest ROOT run", async () => {
    const current = run("d1", T);
    const api = listApi([
      current,
      run("d2", T - 30 * MINUTE),
      run("d0", T - 60 * MINUTE),
    ]);
    const choice = await findPreviousRun(current, api.fetchPage);
    expect(choice.run?.id).toBe("d2");
    expect(choice.scope).toBe("agent");
    expect(api.calls[0]).toEqual({ until: String(T - 1) });
  });

  it("walks back page by page past a fan-out of children", async () => {
    const current = run("d1", T);
    const children = Array.from({ length: 7 }, (_, i) =>
      run(`child-${i}`, T - (i + 1) * 1000, { runType: "SUBTASK" }),
    );
    const api = listApi([current, ...children, run("d2", T - 30 * MINUTE)]);
    const choice = await findPreviousRun(current, api.fetchPage);
    expect(choice.run?.id).toBe("d2");
    expect(api.calls.map((call) => call.until)).toEqual([
      String(T - 1),
      String(T - 3000 - 1),
      String(T - 6000 - 1),
    ]);
    expect(choice.reason).toContain("Passed over 7 runs");
  });

  it("prefers the same participant over a newer run of someone else", async () => {
    const trigger = {
      participantId: "p-dana",
      participantDisplayName: "Dana Levi",
    };
    const current = run("d1", T, { trigger });
    const api = listApi([
      current,
      run("other", T - MINUTE, { trigger: { participantId: "p-other" } }),
      run("danas", T - 10 * MINUTE, { trigger }),
    ]);
    const choice = await findPreviousRun(current, api.fetchPage);
    expect(choice.run?.id).toBe("danas");
    expect(choice.scope).toBe("participant");
    expect(choice.reason).toContain("Dana Levi");
  });

  it("falls back from an empty session scope and says so", async () => {
    const current = run("d1", T, { sessionId: "ts_only_me" });
    const api = listApi([
      current,
      run("d2", T - MINUTE, { sessionId: "ts_other" }),
    ]);
    const choice = await findPreviousRun(current, api.fetchPage);
    expect(choice.run?.id).toBe("d2");
    expect(api.calls[0]).toEqual({
      until: String(T - 1),
      session: "ts_only_me",
    });
    expect(choice.reason).toContain(
      "No earlier run shares this run's session.",
    );
  });

  it("explains when there is no run before this one", async () => {
    const current = run("first", T);
    const choice = await findPreviousRun(current, listApi([current]).fetchPage);
    expect(choice.run).toBeNull();
    expect(choice.reason).toMatch(/No run of .* started before this one/);
  });
});
