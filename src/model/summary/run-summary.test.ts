import { describe, expect, it } from "vitest";
import { diffRuns } from "../diff/diff-run";
import { makeFinding } from "../findings/finding";
import type { Note } from "../notes/note";
import type { RunDetail, RunSummary, RunTrace } from "../run";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { runSummaryMarkdown } from "./run-summary";

const ORIGIN = "http://10.0.0.5:8723";

function detailOf(summary: RunSummary, trace: RunTrace | null): RunDetail {
  return {
    summary,
    trace,
    traceUnavailable: trace ? null : "No trace was recorded.",
    fingerprint: "f",
    fetchedAt: 0 as RunDetail["fetchedAt"],
    lastChangedAt: 0 as RunDetail["lastChangedAt"],
    lastChange: null,
  };
}

const note = (step: string | null, text: string, author = "Dana"): Note => ({
  id: 1,
  agentId: "agent-1",
  runId: "run-1",
  step,
  author,
  text,
  createdAt: 0,
});

describe("the summary for the ticket", () => {
  const trace = makeTrace([
    makeStep({
      displayName: "Agent",
      steps: [
        makeToolStep("google_gmail/search", { displayName: "Search Emails" }),
        makeToolStep("system/consult_for_role", {
          displayName: "Consult",
          status: "ERROR",
          error: "no_match",
        }),
      ],
    }),
  ]);
  const detail = detailOf(makeSummary({ subject: "Policy batch" }), trace);

  it("states the run, its status and delivery, span, cost, findings with step links, and notes", () => {
    const markdown = runSummaryMarkdown({
      detail,
      origin: ORIGIN,
      findings: [
        makeFinding({
          kind: "recovered-error",
          severity: "warning",
          title: "Consult could not be addressed",
          detail: "…",
          steps: [{ path: "1.2", name: "Consult", note: null }],
        }),
      ],
      notes: [
        note("1.1", "the search **cut** at 10"),
        note(null, "ask the customer"),
      ],
    });
    expect(markdown).toBe(
      [
        "## Run `run-1` of `agent-1`",
        "",
        "http://10.0.0.5:8723/agents/agent-1/runs/run-1",
        "",
        "- Status: **COMPLETED**; delivery: **DELIVERED**",
        "- Subject: Policy batch",
        "- Started: 2026-08-06 07:01:40 UTC; span: 1m 00s",
        "- Cost: $0.01; tokens: 120",
        "- Steps: 3",
        "",
        "### Findings (1)",
        "",
        "- ! **Consult could not be addressed** — [`1.2` Consult](<http://10.0.0.5:8723/agents/agent-1/runs/run-1?step=1.2>)",
        "",
        "### Notes (2)",
        "",
        "- **Dana** on [step `1.1`](<http://10.0.0.5:8723/agents/agent-1/runs/run-1?step=1.1>) (Search Emails):",
        "  > the search **cut** at 10",
        "- **Dana** on the run:",
        "  > ask the customer",
        "",
      ].join("\n"),
    );
  });

  it("says unknown for what the record does not say, and names a missing trace", () => {
    const markdown = runSummaryMarkdown({
      detail: detailOf(
        makeSummary({
          status: undefined,
          deliveryStatus: undefined,
          totalCost: undefined,
          inputTokens: undefined,
          outputTokens: undefined,
          startTime: undefined,
          endTime: undefined,
        }),
        null,
      ),
      origin: ORIGIN,
      findings: [],
      notes: [],
    });
    expect(markdown).toContain("- Status: unknown; delivery: unknown");
    expect(markdown).toContain("- Started: unknown; span: unknown");
    expect(markdown).toContain("- Cost: unknown; tokens: unknown");
    expect(markdown).toContain("- Steps: no trace (No trace was recorded.)");
    expect(markdown).toContain("No findings.");
    expect(markdown).toContain("No notes.");
  });

  it("says a REJECTED run did not run, not that it took 0ms and 0 tokens", () => {
    const markdown = runSummaryMarkdown({
      detail: detailOf(
        makeSummary({
          status: "REJECTED",
          endTime: 1_785_999_700_040,
          inputTokens: 0,
          outputTokens: 0,
          totalCost: 0,
        }),
        null,
      ),
      origin: ORIGIN,
      findings: [],
      notes: [],
    });
    expect(markdown).toMatch(/- Started: .*; span: not run\n/);
    expect(markdown).toContain("- Cost: $0; tokens: not run");
  });

  it("says the findings could not be computed when the trace did not load, and lists none", () => {
    const markdown = runSummaryMarkdown({
      detail: detailOf(makeSummary(), null),
      origin: ORIGIN,
      findings: [],
      findingsUnavailable: "The Fruxon API failed (HTTP 500).",
      notes: [],
    });
    expect(markdown).toContain(
      "Could not be computed: the trace did not load (The Fruxon API failed \\(HTTP 500\\).).",
    );
    expect(markdown).not.toContain("No findings.");
  });

  it("escapes trace text so it cannot become Markdown, HTML or a link", () => {
    const hostile = makeTrace([
      makeToolStep("x/y", {
        displayName:
          "# Title <img src=x onerror=alert(1)> [click](javascript:alert(1))\n- item `code`",
      }),
    ]);
    const markdown = runSummaryMarkdown({
      detail: detailOf(
        makeSummary({
          id: "run-1",
          subject: "*bold* _em_ ![img](http://x/y.png)",
        }),
        hostile,
      ),
      origin: ORIGIN,
      findings: [
        makeFinding({
          kind: "failed-run",
          severity: "error",
          title: "1. <script>alert(1)</script> & | table |",
          detail: "",
          steps: [{ path: "1", name: hostile.steps[0]!.name, note: null }],
        }),
      ],
      notes: [
        note("1", "<b>hi</b> [x](javascript:alert(1)) **kept**", "<i>Eve</i>"),
      ],
    });
    expect(markdown).toContain(
      "- Subject: \\*bold\\* \\_em\\_ \\!\\[img\\]\\(http://x/y.png\\)",
    );
    expect(markdown).toContain(
      "- ✗ **1\\. \\<script\\>alert\\(1\\)\\</script\\> \\& \\| table \\|** — [`1` \\# Title \\<img src=x onerror=alert\\(1\\)\\> \\[click\\]\\(javascript:alert\\(1\\)\\) - item \\`code\\`](<http://10.0.0.5:8723/agents/agent-1/runs/run-1?step=1>)",
    );
    expect(markdown).toContain("- **\\<i\\>Eve\\</i\\>** on");
    expect(markdown).toContain(
      "  > \\<b\\>hi\\</b\\> \\[x\\](javascript:alert(1)) **kept**",
    );
    // No raw `<` survives anywhere but inside link destinations the app built.
    expect(
      markdown.replace(/\]\(<[^>]*>\)/g, "").match(/(?<!\\)</g),
    ).toBeNull();
  });

  it("adds the comparison's first divergence and changed steps", () => {
    const left = makeTrace([
      makeToolStep("google_gmail/search", {
        displayName: "Search",
        parameters: { q: "a" },
      }),
      makeToolStep("x/archive", { displayName: "Archive" }),
    ]);
    const right = makeTrace([
      makeToolStep("google_gmail/search", {
        displayName: "Search",
        parameters: { q: "b" },
      }),
    ]);
    const other = makeSummary({ id: "run-0", status: "FAILED" });
    const markdown = runSummaryMarkdown({
      detail: detailOf(makeSummary(), right),
      origin: ORIGIN,
      findings: [],
      notes: [],
      compare: { other, diff: diffRuns(left, right) },
    });
    expect(markdown).toContain(
      "### Compared with [`run-0`](<http://10.0.0.5:8723/agents/agent-1/runs/run-0>) (FAILED)",
    );
    expect(markdown).toContain(
      "- First divergence: [`1` Search](<http://10.0.0.5:8723/agents/agent-1/runs/run-1?step=1>) (inputs differ)",
    );
    expect(markdown).toContain(
      "- Steps: 1 changed, 0 added, 1 removed, 0 same",
    );
    expect(markdown).toContain(
      "- Changed: [`1` Search (changed: inputs)](<http://10.0.0.5:8723/agents/agent-1/runs/run-1?step=1>), `left-2` Archive (removed)",
    );
  });
});
