import { describe, expect, it } from "vitest";
import { makeRootRun } from "./testing/builders";
import {
  describePreviousChoice,
  isPreviousCandidate,
  pickPreviousRun,
  previousRunScopes,
} from "./previous-run";

const MINUTE = 60_000;
const T = 1_786_000_000_000;
const root = makeRootRun;

describe("isPreviousCandidate", () => {
  const current = root("d1", T);

  it("accepts an earlier ROOT run and refuses the run itself and later runs", () => {
    expect(isPreviousCandidate(current, root("d2", T - 30 * MINUTE))).toBe(
      true,
    );
    expect(isPreviousCandidate(current, current)).toBe(false);
    expect(isPreviousCandidate(current, root("later", T + 1))).toBe(false);
  });

  it("skips sub-task and consult children when the run is a ROOT", () => {
    const child = root("c", T - MINUTE, {
      runType: "SUBTASK",
      rootExecutionId: "d0",
    });
    const consult = root("k", T - MINUTE, { runType: "CONSULT" });
    expect(isPreviousCandidate(current, child)).toBe(false);
    expect(isPreviousCandidate(current, consult)).toBe(false);
  });

  it("treats a record that names another run as its root as a child when runType is absent", () => {
    const legacyCurrent = root("d1", T, { runType: null });
    const legacyChild = root("c", T - MINUTE, {
      runType: null,
      rootExecutionId: "x",
    });
    const legacyRoot = root("r", T - MINUTE, {
      runType: null,
      rootExecutionId: "r",
    });
    expect(isPreviousCandidate(legacyCurrent, legacyChild)).toBe(false);
    expect(isPreviousCandidate(legacyCurrent, legacyRoot)).toBe(true);
  });

  it("compares a sub-task with an earlier sub-task, not with a root", () => {
    const subtask = root("s", T, { runType: "SUBTASK", rootExecutionId: "d1" });
    expect(isPreviousCandidate(subtask, root("r", T - 1))).toBe(false);
    expect(
      isPreviousCandidate(subtask, root("s0", T - 1, { runType: "SUBTASK" })),
    ).toBe(true);
  });

  it("skips REJECTED runs, which never ran", () => {
    expect(
      isPreviousCandidate(current, root("x", T - 1, { status: "REJECTED" })),
    ).toBe(false);
  });
});

describe("pickPreviousRun", () => {
  it("takes the newest candidate and counts the runs it passed over", () => {
    const current = root("d1", T);
    const page = [
      root("sub", T - MINUTE, { runType: "SUBTASK" }),
      root("d2", T - 30 * MINUTE),
      root("d3", T - 60 * MINUTE),
    ];
    const pick = pickPreviousRun(current, page);
    expect(pick.run?.id).toBe("d2");
    expect(pick.skipped).toBe(1);
  });
});

describe("previousRunScopes", () => {
  it("tries the session, then the participant, then the whole agent", () => {
    const current = root("d1", T, {
      sessionId: "ts_1",
      trigger: { type: "SCHEDULE", participantId: "p-1" },
    });
    expect(previousRunScopes(current)).toEqual([
      { scope: "session", session: "ts_1" },
      { scope: "participant", participant: "p-1" },
      { scope: "agent" },
    ]);
    expect(previousRunScopes(root("x", T))).toEqual([{ scope: "agent" }]);
  });
});

describe("describePreviousChoice", () => {
  it("says which run, how much earlier, in which scope, and what was passed over", () => {
    const current = root("d1", T, {
      agentId: "email_policies_parser",
      trigger: { participantId: "p-1", participantDisplayName: "Dana Levi" },
    });
    const text = describePreviousChoice(
      current,
      root("d2", T - 30 * MINUTE),
      "participant",
      2,
      ["session"],
    );
    expect(text).toContain("ROOT run of email_policies_parser");
    expect(text).toContain("same participant, Dana Levi");
    expect(text).toContain("30m");
    expect(text).toContain("No earlier run shares this run's session.");
    expect(text).toContain("Passed over 2 runs");
  });
});
