import { describe, expect, it } from "vitest";
import { enforceListFilters } from "./enforce-list-filters";
import type { RunListQuery } from "./run-source";

const query = (overrides: Partial<RunListQuery>): RunListQuery => ({
  pageSize: 50,
  statuses: [],
  revisions: [],
  ...overrides,
});

const page = {
  items: [
    { id: "a", trigger: { participantId: "p1" }, sessionId: "s1" },
    { id: "b", trigger: { participantId: "p2" }, sessionId: "s2" },
    { id: "c", trigger: { type: "SCHEDULE" } },
    { id: "d", trigger: { participantId: null }, sessionId: null },
  ],
  nextPageToken: "",
  totalCount: 4,
};

const ids = (result: unknown) =>
  (result as { items: { id: string }[] }).items.map((item) => item.id);

describe("enforceListFilters", () => {
  it("drops records that name another participant, keeps those that name none", () => {
    const result = enforceListFilters(page, query({ participantId: "p1" }));
    expect(ids(result)).toEqual(["a", "c"]);
    expect((result as { totalCount?: number }).totalCount).toBeUndefined();
  });

  it("drops records of another session", () => {
    expect(ids(enforceListFilters(page, query({ sessionId: "s2" })))).toEqual([
      "b",
      "c",
    ]);
  });

  it("returns the page untouched when the upstream already filtered it", () => {
    const filtered = { items: [page.items[0]], nextPageToken: "" };
    expect(enforceListFilters(filtered, query({ participantId: "p1" }))).toBe(
      filtered,
    );
    expect(enforceListFilters(page, query({}))).toBe(page);
  });

  it("leaves anything that is not a page alone", () => {
    expect(enforceListFilters("oops", query({ participantId: "p1" }))).toBe(
      "oops",
    );
  });
});
