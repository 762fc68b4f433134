import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findSystemicErrors } from "./systemic-error";

const run = (consultError: string | null, lookupError: string | null = null) =>
  makeTrace([
    makeStep({
      displayName: "Agent",
      steps: [
        makeLlmStep({
          steps: [
            makeToolStep("crm/lookup", {
              status: lookupError ? "ERROR" : "SUCCESS",
              error: lookupError,
            }),
            makeToolStep("system/consult_for_role", {
              displayName: "Consult for Role",
              status: consultError ? "ERROR" : "SUCCESS",
              error: consultError,
            }),
          ],
        }),
      ],
    }),
  ]);

const previousSummary = makeSummary({ id: "prev-1" });
const noMatch = (n: number) =>
  `addressing_failed: role 'advisor' no_match (attempt ${n})`;

describe("findSystemicErrors", () => {
  it("names an error the previous run had at the same step", () => {
    const [finding] = findSystemicErrors({
      summary: makeSummary(),
      trace: run(noMatch(2)),
      previous: { summary: previousSummary, trace: run(noMatch(1)) },
    });
    expect(finding?.title).toContain(
      "1 error also happened in the previous run",
    );
    expect(finding?.steps).toEqual([
      {
        path: "1.1.2",
        name: "Consult for Role",
        note: "previous run: 1.1.2 failed the same way",
      },
    ]);
    expect(finding?.runs[0]).toMatchObject({ runId: "prev-1" });
  });

  it("says how the previous run failed when the message differs", () => {
    const [finding] = findSystemicErrors({
      summary: makeSummary(),
      trace: run(noMatch(1)),
      previous: { summary: previousSummary, trace: run("timeout") },
    });
    expect(finding?.steps[0]?.note).toBe(
      "previous run: 1.1.2 also failed: timeout",
    );
  });

  it("says nothing when the previous run did not fail there", () => {
    expect(
      findSystemicErrors({
        summary: makeSummary(),
        trace: run(noMatch(1)),
        previous: { summary: previousSummary, trace: run(null, "crm down") },
      }),
    ).toEqual([]);
  });

  it("says nothing without a previous run to compare with", () => {
    expect(
      findSystemicErrors({ summary: makeSummary(), trace: run(noMatch(1)) }),
    ).toEqual([]);
    expect(
      findSystemicErrors({
        summary: makeSummary(),
        trace: run(noMatch(1)),
        previous: { summary: previousSummary, trace: null },
      }),
    ).toEqual([]);
  });
});

describe("findSystemicErrors elsewhere in the previous run", () => {
  // Lookup, memory search, and (unless `retry` is undefined) a second lookup.
  const lookupThenRetry = (first: string | null, retry?: string | null) =>
    makeTrace([
      makeStep({
        displayName: "Agent",
        steps: [
          makeLlmStep({
            steps: [
              makeToolStep("crm/lookup", {
                displayName: "Lookup",
                status: first ? "ERROR" : "SUCCESS",
                error: first,
              }),
              makeToolStep("system/memory_search", {}),
              ...(retry === undefined
                ? []
                : [
                    makeToolStep("crm/lookup", {
                      displayName: "Lookup",
                      status: retry ? "ERROR" : "SUCCESS",
                      error: retry,
                    }),
                  ]),
            ],
          }),
        ],
      }),
    ]);

  it("names a same tool and error the previous run had at another step, as elsewhere", () => {
    const [finding] = findSystemicErrors({
      summary: makeSummary(),
      trace: lookupThenRetry("policy_not_found: POL-7731"),
      previous: {
        summary: previousSummary,
        trace: lookupThenRetry(null, "policy_not_found: POL-7730"),
      },
    });
    expect(finding?.steps).toEqual([
      {
        path: "1.1.1",
        name: "Lookup",
        note: "previous run: same error at 1.1.3, not at the aligned step",
      },
    ]);
  });
});
