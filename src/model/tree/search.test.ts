import { describe, expect, it } from "vitest";
import { matchSteps } from "./search";
import { makeStep, makeToolStep, makeTrace } from "../testing/builders";

describe("matchSteps", () => {
  const trace = makeTrace([
    makeStep({
      displayName: "Agent",
      steps: [
        makeToolStep("google_gmail/search", {
          displayName: "Search Emails",
          parameters: { query: "label:policies after:2026/08/06" },
          result: {
            strValue: null,
            jsonValue: { messages: [{ subject: "Policy POL-1001" }] },
          },
        }),
        makeToolStep("system/spawn_subtasks", {
          parameters: { prompts: '["Parse \\u05d3\\u05e0\\u05d4"]' },
          result: {
            strValue:
              '{"results": [{"execution_record_id": "3f1c", "note": "\\"quoted\\""}]}',
          },
        }),
        makeToolStep("system/consult_for_role", {
          status: "ERROR",
          error: "addressing_failed: role 'advisor' no_match",
        }),
      ],
    }),
  ]);
  const paths = (set: Set<number> | null) =>
    set ? [...set].map((i) => trace.steps[i]!.path) : null;

  it("is inactive without a query or the errors-only switch", () => {
    expect(matchSteps(trace, { query: "  ", errorsOnly: false })).toBeNull();
  });

  it("matches names, tool ids in both spellings, and error text, case-insensitively", () => {
    expect(
      paths(matchSteps(trace, { query: "search emails", errorsOnly: false })),
    ).toEqual(["1.1"]);
    expect(
      paths(
        matchSteps(trace, { query: "google_gmail/search", errorsOnly: false }),
      ),
    ).toEqual(["1.1"]);
    expect(
      paths(
        matchSteps(trace, {
          query: "system.consult_for_role",
          errorsOnly: false,
        }),
      ),
    ).toEqual(["1.3"]);
    expect(
      paths(matchSteps(trace, { query: "NO_MATCH", errorsOnly: false })),
    ).toEqual(["1.3"]);
  });

  it("matches text inside parameters and results, including double-encoded JSON and escaped Hebrew", () => {
    expect(
      paths(
        matchSteps(trace, { query: "after:2026/08/06", errorsOnly: false }),
      ),
    ).toEqual(["1.1"]);
    expect(
      paths(matchSteps(trace, { query: "POL-1001", errorsOnly: false })),
    ).toEqual(["1.1"]);
    expect(
      paths(
        matchSteps(trace, { query: "execution_record_id", errorsOnly: false }),
      ),
    ).toEqual(["1.2"]);
    expect(
      paths(matchSteps(trace, { query: '"quoted"', errorsOnly: false })),
    ).toEqual(["1.2"]);
    expect(
      paths(matchSteps(trace, { query: "דנה", errorsOnly: false })),
    ).toEqual(["1.2"]);
  });

  it("requires every term to match", () => {
    expect(
      paths(matchSteps(trace, { query: "consult advisor", errorsOnly: false })),
    ).toEqual(["1.3"]);
    expect(
      paths(matchSteps(trace, { query: "consult gmail", errorsOnly: false })),
    ).toEqual([]);
  });

  it("keeps only errors when errors-only is on, combined with the query", () => {
    expect(paths(matchSteps(trace, { query: "", errorsOnly: true }))).toEqual([
      "1.3",
    ]);
    expect(
      paths(matchSteps(trace, { query: "search", errorsOnly: true })),
    ).toEqual([]);
  });
});
