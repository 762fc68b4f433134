import { describe, expect, it } from "vitest";
import type { RunPage } from "../../model/normalize/fruxon-record";
import { asMs } from "../../model/run";
import { makeSummary } from "../../model/testing/builders";
import { olderRunsUntil } from "./older-runs";

const run = (startTime: number) =>
  makeSummary({ id: `run-${startTime}`, startTime });
const page = (overrides: Partial<RunPage>): RunPage => ({
  runs: [],
  nextPageToken: null,
  resumeBefore: null,
  unreadable: [],
  ...overrides,
});

describe("olderRunsUntil", () => {
  it("continues just before the oldest run shown", () => {
    expect(
      olderRunsUntil(page({ runs: [run(3000), run(1000), run(2000)] }), 3),
    ).toBe("999");
  });

  it("has nothing older on a short last page", () => {
    expect(olderRunsUntil(page({ runs: [run(3000)] }), 50)).toBeNull();
  });

  it("continues from where the proxy stopped reading, even on an empty page", () => {
    expect(
      olderRunsUntil(
        page({ nextPageToken: "4050", resumeBefore: asMs(500) }),
        50,
      ),
    ).toBe("499");
    expect(
      olderRunsUntil(
        page({
          runs: [run(3000)],
          nextPageToken: "4050",
          resumeBefore: asMs(500),
        }),
        50,
      ),
    ).toBe("499");
  });
});
