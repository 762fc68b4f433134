import { describe, expect, it } from "vitest";
import { checkRunListFilters } from "./run-list-filters";

describe("checkRunListFilters", () => {
  it("asks for good values as they are, with no problems", () => {
    const search = {
      status: "FAILED,COMPLETED",
      since: "2026-08-05",
      until: "1786003200000",
      revision: "58,59",
      origin: "TEST",
      session: "ts_9dbaf",
    };
    expect(checkRunListFilters(search)).toEqual({
      filters: search,
      problems: {},
    });
  });

  it("leaves out a time that is not one and says why beside it", () => {
    const { filters, problems } = checkRunListFilters({
      since: "yesterday",
      session: "ts_1",
    });
    expect(filters).toEqual({ session: "ts_1" });
    expect(problems.since).toMatch(/“yesterday” is not a date.*not applied/);
    expect(problems.until).toBeUndefined();
  });

  it("reads an origin in any case, and refuses one that does not exist", () => {
    expect(checkRunListFilters({ origin: "test" }).filters).toEqual({
      origin: "TEST",
    });
    const { filters, problems } = checkRunListFilters({ origin: "STAGING" });
    expect(filters).toEqual({});
    expect(problems.origin).toMatch(
      /“STAGING” is not a run origin \(PRODUCTION or TEST\)/,
    );
  });

  it("keeps the known statuses of a list and names the unknown ones", () => {
    const { filters, problems } = checkRunListFilters({
      status: "failed,DONE,NOPE",
    });
    expect(filters).toEqual({ status: "FAILED" });
    expect(problems.status).toBe(
      "“DONE”, “NOPE” are not run statuses: not applied.",
    );
  });

  it("refuses a revision list with anything but numbers", () => {
    const { filters, problems } = checkRunListFilters({
      revision: "59,latest",
    });
    expect(filters).toEqual({});
    expect(problems.revision).toMatch(/“59,latest” is not a comma list/);
  });
});
