import { describe, expect, it } from "vitest";
import {
  agentFromPath,
  pastedTarget,
  readDashboardLink,
} from "./dashboard-link";

const D1 = "672a6e1c-8883-4f60-ab32-9f0c92d334df";

describe("readDashboardLink", () => {
  it("reads a dashboard URL's id, its agent segment and group=session", () => {
    expect(
      readDashboardLink("/acme/agents/email_policies_parser/executions", {
        id: D1,
        group: "session",
      }),
    ).toEqual({
      id: D1,
      agentHint: "email_policies_parser",
      isSessionGroup: true,
      impliedTime: null,
    });
  });

  it("takes the agent from an agent= param when the path has none", () => {
    expect(readDashboardLink("/", { id: D1, agent: "desk" })?.agentHint).toBe(
      "desk",
    );
    expect(readDashboardLink("/", { id: D1 })?.agentHint).toBeNull();
  });

  it("reads the time a link implies, from a time param or a v7 id", () => {
    expect(
      readDashboardLink("/x", { id: D1, from: "2026-08-06T09:00:00Z" })
        ?.impliedTime,
    ).toEqual({ ms: Date.UTC(2026, 7, 6, 9), from: "url" });
    expect(
      readDashboardLink("/x", { id: D1, t: "1785999700" })?.impliedTime,
    ).toEqual({ ms: 1_785_999_700_000, from: "url" });
    expect(
      readDashboardLink("/x", { id: "0198a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b" })
        ?.impliedTime?.from,
    ).toBe("id");
  });

  it("does not take a small number for a time", () => {
    expect(readDashboardLink("/x", { id: D1, t: "5" })?.impliedTime).toBeNull();
  });

  it("ignores locations without an id, or with an id that cannot be one", () => {
    expect(readDashboardLink("/agents/a/runs", {})).toBeNull();
    expect(readDashboardLink("/", { id: "../../etc" })).toBeNull();
    expect(readDashboardLink("/", { id: "a b" })).toBeNull();
  });
});

describe("agentFromPath", () => {
  it("finds the segment after /agents/, decoded", () => {
    expect(agentFromPath("/t/acme/agents/support_assistant/executions")).toBe(
      "support_assistant",
    );
    expect(agentFromPath("/agents/")).toBeNull();
    expect(agentFromPath("/runs/x")).toBeNull();
  });
});

describe("pastedTarget", () => {
  it("opens a full dashboard URL on this viewer, path and query kept", () => {
    expect(
      pastedTarget(
        `https://app.fruxon.com/acme/agents/email_policies_parser/executions?id=${D1}&group=session`,
      ),
    ).toEqual({
      href: `/acme/agents/email_policies_parser/executions?id=${D1}&group=session`,
    });
  });

  it("accepts a URL without its scheme, and a hash-routed one", () => {
    expect(pastedTarget(`app.fruxon.com/agents/a/executions?id=${D1}`)).toEqual(
      {
        href: `/agents/a/executions?id=${D1}`,
      },
    );
    expect(
      pastedTarget(`https://dash.example/#/agents/a/executions?id=${D1}`),
    ).toEqual({ href: `/agents/a/executions?id=${D1}` });
  });

  it("opens a bare record id", () => {
    expect(pastedTarget(`  ${D1} `)).toEqual({ href: `/?id=${D1}` });
  });

  it("reads a short id as a prefix to resolve, with the whole-id lookup beside it", () => {
    expect(pastedTarget(" 672a6e1c ")).toEqual({
      prefix: "672a6e1c",
      href: "/?id=672a6e1c",
    });
    expect(pastedTarget("672")).toMatchObject({
      error: expect.stringContaining("at least 4 characters") as string,
    });
  });

  it("opens a Tracelens run link as it is", () => {
    expect(
      pastedTarget(`http://127.0.0.1:8723/agents/a/runs/${D1}?step=1.1`),
    ).toEqual({
      href: `/agents/a/runs/${D1}?step=1.1`,
    });
  });

  it("says what is wrong with text that is neither", () => {
    expect(pastedTarget("")).toMatchObject({
      error: expect.stringContaining("Paste") as string,
    });
    expect(pastedTarget("hello world")).toMatchObject({
      error: expect.stringContaining("neither") as string,
    });
    expect(
      pastedTarget("https://app.fruxon.com/acme/agents/a/executions"),
    ).toMatchObject({
      error: expect.stringContaining("no id=") as string,
    });
  });
});
