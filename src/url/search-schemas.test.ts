import { describe, expect, it } from "vitest";
import {
  appSearchSchema,
  homeSearchSchema,
  isCompareTab,
  isInspectorTab,
  quietSearchSchema,
  runCompareSearchSchema,
  runListSearchSchema,
  runViewSearchSchema,
  sessionViewSearchSchema,
  topicSearchSchema,
} from "./search-schemas";

describe("search schemas", () => {
  it("declares exactly the params of the public route contract", () => {
    // docs/reference/routes-and-flags.md: links, scripts and tests depend on these names.
    expect(Object.keys(appSearchSchema.shape)).toEqual(["zoom", "mask", "tz"]);
    expect(Object.keys(homeSearchSchema.shape)).toEqual(["id", "agent"]);
    expect(Object.keys(runListSearchSchema.shape)).toEqual([
      "status",
      "since",
      "until",
      "revision",
      "participant",
      "session",
      "origin",
      "tool",
      "toolErrors",
    ]);
    expect(Object.keys(runViewSearchSchema.shape)).toEqual([
      "step",
      "tab",
      "q",
      "errors",
      "view",
      "range",
    ]);
    expect(Object.keys(runCompareSearchSchema.shape)).toEqual([
      "against",
      "step",
      "tab",
      "changes",
      "view",
    ]);
    expect(Object.keys(sessionViewSearchSchema.shape).sort()).toEqual(
      [
        "agent",
        "step",
        "tab",
        "changes",
        "q",
        "errors",
        "view",
        "range",
        "against",
        "panel",
      ]
        .slice()
        .sort(),
    );
  });

  it("keeps the values a shared link carries", () => {
    expect(
      runViewSearchSchema.parse({
        step: "1.10.3",
        tab: "reasoning",
        q: "after:2026/08/06",
        errors: "1",
        view: "timeline",
        range: "12000-95500",
      }),
    ).toEqual({
      step: "1.10.3",
      tab: "reasoning",
      q: "after:2026/08/06",
      errors: "1",
      view: "timeline",
      range: "12000-95500",
    });
    expect(
      runCompareSearchSchema.parse({
        against: "7a4e9b20-1c3d-4f5e-8a6b-2c9d0e1f3a02",
        step: "left-1.1.11",
        tab: "results",
        changes: "1",
      }),
    ).toMatchObject({ step: "left-1.1.11", tab: "results" });
    expect(
      runListSearchSchema.parse({
        status: "FAILED,COMPLETED",
        revision: "58,59",
        since: " 2026-08-05 ",
        toolErrors: "1",
      }),
    ).toEqual({
      status: "FAILED,COMPLETED",
      revision: "58,59",
      since: "2026-08-05",
      toolErrors: "1",
    });
  });

  it("turns garbage into defaults instead of failing", () => {
    expect(
      runViewSearchSchema.parse({
        step: "1.0",
        tab: "nope",
        errors: "true",
        q: "x".repeat(501),
        view: "flamegraph",
        range: "9000-1000",
      }),
    ).toEqual({});
    expect(
      runCompareSearchSchema.parse({ against: "../x", step: "right-1" }),
    ).toEqual({});
    // The runs list keeps a typed filter as typed (run-list-filters.ts says why it is not
    // applied); only what is no value at all, or too long to be one, goes.
    expect(
      runListSearchSchema.parse({ since: " ", origin: "x".repeat(65) }),
    ).toEqual({});
    expect(
      sessionViewSearchSchema.parse({ panel: "graph", agent: "" }),
    ).toEqual({});
    expect(homeSearchSchema.parse({ id: "", agent: 5 })).toEqual({});
    expect(appSearchSchema.parse({ tz: "Mars/Olympus_Mons" })).toEqual({});
    expect(appSearchSchema.parse({ tz: "../etc" })).toEqual({});
  });

  it("keeps a time zone a link names", () => {
    expect(appSearchSchema.parse({ tz: "Europe/Berlin" }).tz).toBe(
      "Europe/Berlin",
    );
    expect(appSearchSchema.parse({ tz: "UTC" }).tz).toBe("UTC");
  });

  it("lets the session URL's tab name an inspector pane or a diff pane", () => {
    expect(sessionViewSearchSchema.parse({ tab: "io" }).tab).toBe("io");
    expect(sessionViewSearchSchema.parse({ tab: "inputs" }).tab).toBe("inputs");
    expect(isInspectorTab("io")).toBe(true);
    expect(isInspectorTab("inputs")).toBe(false);
    expect(isCompareTab("inputs")).toBe(true);
    expect(isCompareTab(undefined)).toBe(false);
  });
});

describe("conversation search schemas", () => {
  it("declares the conversation and quiet-agent params", () => {
    expect(Object.keys(topicSearchSchema.shape)).toEqual(["message", "run"]);
    expect(Object.keys(quietSearchSchema.shape)).toEqual([
      "participant",
      "since",
      "until",
    ]);
  });

  it("keeps a message id and degrades a path-like one to no selection", () => {
    expect(
      topicSearchSchema.parse({
        message: "msg_in_98090169",
        run: "r-1",
      }),
    ).toEqual({ message: "msg_in_98090169", run: "r-1" });
    expect(topicSearchSchema.parse({ message: "../x", run: "a:b" })).toEqual({
      message: undefined,
      run: undefined,
    });
  });
});
