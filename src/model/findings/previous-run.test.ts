import { describe, expect, it } from "vitest";
import { makeSummary } from "../testing/builders";
import { pickPreviousRun } from "./previous-run";

const run = (id: string, startTime: number, runType: string | null) =>
  makeSummary({ id, startTime, runType });

describe("pickPreviousRun", () => {
  it("skips the children a fan-out lists beside a ROOT run", () => {
    const current = run("d1", 10_000, "ROOT");
    const candidates = [
      run("d2-child-b", 9000, "SUBTASK"),
      run("d2-consult", 8800, "CONSULT"),
      run("d2", 8000, "ROOT"),
      run("d0", 5000, "ROOT"),
    ];
    expect(pickPreviousRun(current, candidates)?.id).toBe("d2");
  });

  it("compares a child run with the previous child of its kind", () => {
    const current = run("kid", 10_000, "SUBTASK");
    expect(
      pickPreviousRun(current, [
        run("root", 9500, "ROOT"),
        run("kid-0", 9000, "SUBTASK"),
      ])?.id,
    ).toBe("kid-0");
  });

  it("ignores the run itself and runs that started later", () => {
    const current = run("d1", 10_000, null);
    expect(
      pickPreviousRun(current, [
        run("d1", 10_000, null),
        run("later", 12_000, null),
        run("d2", 9000, null),
      ])?.id,
    ).toBe("d2");
  });

  it("returns null when there is no earlier run", () => {
    expect(pickPreviousRun(run("first", 1, "ROOT"), [])).toBeNull();
  });
});
