/**
 * The Markdown a support engineer pastes into the customer's ticket after a review: the
 * run's link, status and delivery, span, tokens and cost, the findings with links to the
 * steps that prove them, the comparison's first divergence and changed steps (when made
 * from the compare view), and the notes pinned during the call.
 *
 * Pure: the caller gives the run, its findings, notes, optional diff and the address the
 * app is served at. Every string from the data goes through `markdown-text.ts`; it says
 * only what the data shows (an unknown value reads "unknown"). O(findings + notes +
 * diff rows) — the diff's rows are scanned once for the changed ones.
 */
import type { RunDiff } from "../diff/diff-run";
import { firstChanges } from "../diff/first-changes";
import type { Finding } from "../findings/finding";
import { formatCost } from "../format/cost";
import { formatDuration } from "../format/duration";
import { formatCount } from "../format/number";
import { formatTimestamp } from "../format/time";
import type { Note } from "../notes/note";
import type { RunDetail, RunSummary } from "../run";
import { neverRan, runSpan, runStatus, runUsage } from "../run-metrics";
import {
  markdownCode,
  markdownLink,
  markdownQuote,
  markdownText,
} from "./markdown-text";

/** Changed steps listed before "and N more". */
export const MAX_CHANGED_LISTED = 20;

export interface RunSummaryInput {
  detail: RunDetail;
  findings: readonly Finding[];
  /** Why the findings could not be computed (the trace did not load); they are then not listed. */
  findingsUnavailable?: string | null;
  notes: readonly Note[];
  /** Where the app is served (`http://host:port`), for the links. */
  origin: string;
  /** The comparison the summary was made from: the other run (left) and the diff. */
  compare?: { other: RunSummary; diff: RunDiff } | null;
}

export function runSummaryMarkdown(input: RunSummaryInput): string {
  const { detail, origin } = input;
  const { summary } = detail;
  const link = (step?: string) => runUrl(origin, summary, step);
  const lines: string[] = [
    `## Run ${markdownCode(summary.id)} of ${markdownCode(summary.agentId)}`,
    "",
    link(),
    "",
    ...facts(detail),
  ];
  if (input.findingsUnavailable) {
    lines.push(
      "",
      "### Findings",
      "",
      `Could not be computed: the trace did not load (${markdownText(input.findingsUnavailable)}).`,
    );
  } else lines.push("", `### Findings (${input.findings.length})`, "");
  if (!input.findingsUnavailable && input.findings.length === 0)
    lines.push("No findings.");
  for (const finding of input.findings) lines.push(findingLine(finding, link));
  if (input.compare)
    lines.push("", ...compareSummaryLines(input.compare, origin, summary));
  lines.push("", `### Notes (${input.notes.length})`, "");
  if (input.notes.length === 0) lines.push("No notes.");
  for (const note of input.notes) {
    const where = note.step
      ? `on ${markdownLink(`step ${markdownCode(note.step)}`, link(note.step))}${stepName(detail, note.step)}`
      : "on the run";
    lines.push(`- **${markdownText(note.author)}** ${where}:`);
    lines.push(markdownQuote(note.text, "  "));
  }
  return `${lines.join("\n")}\n`;
}

function facts(detail: RunDetail): string[] {
  const { summary, trace } = detail;
  const span = runSpan(summary, trace);
  const usage = runUsage(summary, trace);
  const value = (text: string | null) =>
    text === null ? "unknown" : `**${markdownText(text)}**`;
  // A REJECTED run's start = end and zero usage are not a span or a spend.
  const didNotRun = neverRan(runStatus(detail));
  const spanText = didNotRun
    ? "not run"
    : span.isOpen
      ? "still open"
      : span.spanMs === null
        ? "unknown"
        : formatDuration(span.spanMs);
  const tokensText =
    didNotRun && !usage.totalTokens
      ? "not run"
      : usage.totalTokens === null
        ? "unknown"
        : formatCount(usage.totalTokens);
  return [
    `- Status: ${value(runStatus(detail))}; delivery: ${value(summary.deliveryStatus)}`,
    ...(summary.subject ? [`- Subject: ${markdownText(summary.subject)}`] : []),
    `- Started: ${span.startTime === null ? "unknown" : formatTimestamp(span.startTime, "utc")}; span: ${spanText}`,
    `- Cost: ${usage.totalCost === null ? "unknown" : formatCost(usage.totalCost)}; tokens: ${tokensText}${usage.source === "steps" ? " (summed from the LLM steps)" : ""}`,
    `- Steps: ${trace ? formatCount(trace.steps.length) : `no trace${detail.traceUnavailable ? ` (${markdownText(detail.traceUnavailable)})` : ""}`}`,
  ];
}

function findingLine(
  finding: Finding,
  link: (step?: string) => string,
): string {
  const mark =
    finding.severity === "error"
      ? "✗"
      : finding.severity === "warning"
        ? "!"
        : "i";
  const steps = finding.steps.map((step) =>
    markdownLink(
      `${markdownCode(step.path)} ${markdownText(step.name)}`,
      link(step.path),
    ),
  );
  const line = `- ${mark} **${markdownText(finding.title)}**${steps.length ? ` — ${steps.join(", ")}` : ""}`;
  return finding.cause
    ? `${line}\n  Likely cause: ${markdownText(finding.cause)}`
    : line;
}

/**
 * The comparison's part of the summary: the other run, the first divergence and first
 * result change, the counts and the changed steps (the assistant's `compare_runs` answers
 * with the same lines).
 */
export function compareSummaryLines(
  { other, diff }: { other: RunSummary; diff: RunDiff },
  origin: string,
  run: RunSummary,
): string[] {
  const link = (step?: string) => runUrl(origin, run, step);
  const { divergence: first, resultChange: firstResult } = firstChanges(diff);
  const changed = diff.nodes.filter((node) => node.status !== "same");
  const listed = changed.slice(0, MAX_CHANGED_LISTED).map((node) => {
    const step = node.right ?? node.left!;
    const what = node.differs.length > 0 ? `: ${node.differs.join(", ")}` : "";
    const label = `${markdownCode(node.right ? step.path : `left-${step.path}`)} ${markdownText(step.name)} (${node.status}${what})`;
    return node.right ? markdownLink(label, link(step.path)) : label;
  });
  const { counts } = diff;
  return [
    `### Compared with ${markdownLink(markdownCode(other.id), runUrl(origin, other))} (${other.status ? markdownText(other.status) : "status unknown"})`,
    "",
    `- First divergence: ${first?.right ? `${markdownLink(`${markdownCode(first.right.path)} ${markdownText(first.right.name)}`, link(first.right.path))} (inputs differ)` : "none: no paired step has different inputs"}`,
    ...(firstResult?.right
      ? [
          `- First result change: ${markdownLink(`${markdownCode(firstResult.right.path)} ${markdownText(firstResult.right.name)}`, link(firstResult.right.path))} (same inputs; ${firstResult.differs.join(", ")} differ)`,
        ]
      : []),
    `- Steps: ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed, ${counts.same} same`,
    ...(listed.length
      ? [
          `- Changed: ${listed.join(", ")}${changed.length > listed.length ? `, and ${changed.length - listed.length} more` : ""}`,
        ]
      : []),
  ];
}

function stepName(detail: RunDetail, path: string): string {
  const index = detail.trace?.byPath.get(path);
  const step = index !== undefined ? detail.trace!.steps[index] : undefined;
  return step ? ` (${markdownText(step.name)})` : "";
}

/** The run view's address for a run (and step), as a colleague with access opens it. */
export function runUrl(origin: string, run: RunSummary, step?: string): string {
  const path = `/agents/${encodeURIComponent(run.agentId)}/runs/${encodeURIComponent(run.id)}`;
  return `${origin}${path}${step ? `?step=${encodeURIComponent(step)}` : ""}`;
}
