import { describe, expect, it } from "vitest";
import { collectFindings } from "../model/findings/collect-findings";
import {
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../model/testing/builders";
import { matchSteps } from "../model/tree/search";
import { runTraceTaskOnPage } from "./page-trace-tasks";

describe("trace tasks on the page", () => {
  const trace = makeTrace([
    makeToolStep("crm/lookup", { status: "ERROR", error: "409 Conflict" }),
    makeToolStep("crm/escalate"),
  ]);
  const traces = new Map([["page-1", trace]]);

  it("answer as the model functions do, in the worker's shapes", () => {
    const filter = { query: "escalate", errorsOnly: false };
    expect(
      runTraceTaskOnPage(
        "matchSteps",
        { traceKey: "page-1", ...filter },
        traces,
      ),
    ).toEqual([...matchSteps(trace, filter)!]);
    const summary = makeSummary();
    expect(
      runTraceTaskOnPage(
        "findings",
        { run: { summary, traceKey: "page-1" }, tree: null, previous: null },
        traces,
      ),
    ).toEqual(collectFindings({ summary, trace, tree: null, previous: null }));
  });

  it("say so when a task names a trace the page does not hold", () => {
    expect(() =>
      runTraceTaskOnPage("partialResults", { traceKey: "page-9" }, traces),
    ).toThrow("No trace page-9 on the page.");
  });
});
