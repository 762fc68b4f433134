import { describe, expect, it } from "vitest";
import {
  isIdPrefixCandidate,
  MAX_ID_MATCHES,
  matchIdPrefix,
} from "./run-id-prefix";

const record = (id: string, startTime: number, agentId = "a") => ({
  id,
  agentId,
  subject: `run ${id}`,
  startTime,
  status: "COMPLETED",
});

describe("matchIdPrefix", () => {
  it("finds the runs whose id starts with the prefix, newest first, ignoring case", () => {
    const { runs, more } = matchIdPrefix(
      [
        record("672a6e1c-1", 1),
        record("672a0000-2", 2),
        record("999a6e1c-3", 3),
        record("672A6E1C-4", 4, "b"),
      ],
      "672a6e1c",
    );
    expect(runs.map((run) => [run.runId, run.agentId])).toEqual([
      ["672A6E1C-4", "b"],
      ["672a6e1c-1", "a"],
    ]);
    expect(more).toBe(0);
  });

  it("answers with the exact id alone when a record has it", () => {
    const { runs } = matchIdPrefix(
      [record("run-10", 2), record("run-1", 1)],
      "run-1",
    );
    expect(runs.map((run) => run.runId)).toEqual(["run-1"]);
  });

  it("caps the list and counts the rest; a record seen twice counts once", () => {
    const records = Array.from({ length: MAX_ID_MATCHES + 5 }, (_, i) =>
      record(`abcd-${i}`, i),
    );
    const { runs, more } = matchIdPrefix(
      [...records, records[0]!, { id: 5 }, null],
      "abcd",
    );
    expect(runs).toHaveLength(MAX_ID_MATCHES);
    expect(more).toBe(5);
  });
});

describe("isIdPrefixCandidate", () => {
  it("reads short text as a prefix and whole UUIDs and ObjectIds as ids", () => {
    expect(isIdPrefixCandidate("672a6e1c")).toBe(true);
    expect(isIdPrefixCandidate("run-0001")).toBe(true);
    expect(isIdPrefixCandidate("672a6e1c-8883-4f60-ab32-9f0c92d334df")).toBe(
      false,
    );
    expect(isIdPrefixCandidate("65a1b2c3d4e5f60718293a4b")).toBe(false);
  });
});
