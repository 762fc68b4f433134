import { describe, expect, it } from "vitest";
import { listEnforcingFilters } from "./enforce-list-filters";
import type { RunListQuery } from "./run-source";

const query = (overrides: Partial<RunListQuery>): RunListQuery => ({
  pageSize: 50,
  statuses: [],
  revisions: [],
  ...overrides,
});

const page = {
  items: [
    {
      id: "a",
      trigger: { participantId: "p1" },
      sessionId: "s1",
      origin: "PRODUCTION",
    },
    {
      id: "b",
      trigger: { participantId: "p2" },
      sessionId: "s2",
      origin: "TEST",
    },
    { id: "c", trigger: { type: "SCHEDULE" } },
    { id: "d", trigger: { participantId: null }, sessionId: null },
  ],
  nextPageToken: "",
  totalCount: 4,
};

const ids = (result: unknown) =>
  (result as { items: { id: string }[] }).items.map((item) => item.id);

/** One upstream page: nothing older to read. */
const enforceListFilters = (body: unknown, q: RunListQuery) =>
  listEnforcingFilters(q, () => Promise.resolve(body));

describe("listEnforcingFilters on a single page", () => {
  it("drops records that name another participant, keeps those that name none", async () => {
    const result = await enforceListFilters(
      page,
      query({ participantId: "p1" }),
    );
    expect(ids(result)).toEqual(["a", "c"]);
    expect((result as { totalCount?: number }).totalCount).toBeUndefined();
  });

  it("drops records of another session", async () => {
    expect(
      ids(await enforceListFilters(page, query({ sessionId: "s2" }))),
    ).toEqual(["b", "c"]);
  });

  it("drops records of another origin, keeps those that name none", async () => {
    expect(
      ids(await enforceListFilters(page, query({ origin: "TEST" }))),
    ).toEqual(["b", "c", "d"]);
  });

  it("returns the page untouched when the upstream already filtered it", async () => {
    const filtered = { items: [page.items[0]], nextPageToken: "" };
    expect(
      await enforceListFilters(filtered, query({ participantId: "p1" })),
    ).toBe(filtered);
    expect(await enforceListFilters(page, query({}))).toBe(page);
  });

  it("leaves anything that is not a page alone", async () => {
    expect(
      await enforceListFilters("oops", query({ participantId: "p1" })),
    ).toBe("oops");
  });
});
