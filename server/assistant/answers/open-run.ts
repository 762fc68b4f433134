/**
 * `open_run` and `tracelens summary`: what a person sees first on a run — the ticket
 * Markdown "Copy summary" makes (`model/summary/run-summary.ts`: link, status, delivery,
 * span, cost, findings with step links, notes; on a compare link, the comparison too) —
 * and, for the assistant, each finding's evidence and what was not checked. A fast-agent
 * history answers the same way with the session page's findings.
 */
import { diffRuns } from "../../../src/model/diff/diff-run";
import { findHistoryFindings } from "../../../src/model/findings/history-findings";
import { formatCount } from "../../../src/model/format/number";
import { noteListSchema, type Note } from "../../../src/model/notes/note";
import { apiPath } from "../../../src/model/reads/api-path";
import type { RunSummary } from "../../../src/model/run";
import type { SessionHistoryInfo } from "../../../src/model/session";
import { sessionStateOf } from "../../../src/model/session-state";
import { runSummaryMarkdown } from "../../../src/model/summary/run-summary";
import type { AssistantReads } from "../assistant-reads";
import { LocalApiError } from "../local-api";
import { readRunFindings, type RunFindings } from "../run-findings";
import type { RunSubject, Subject } from "../subject";
import { otherRun } from "./compare-answer";
import { findingsEvidence } from "./findings-text";
import { pageLinks } from "./links";

export interface RunTicket {
  markdown: string;
  report: RunFindings;
  /** The run the summary compares with (a compare link), or null. */
  compared: RunSummary | null;
  /** Why the notes could not be read (they are then left out), or null. */
  notesProblem: string | null;
}

/** The ticket Markdown, exactly as the page's "Copy summary" builds it. */
export async function runTicket(
  reads: AssistantReads,
  subject: RunSubject,
): Promise<RunTicket> {
  const { detail } = subject;
  const report = await readRunFindings(reads, detail);
  const notes = await readNotes(
    reads,
    detail.summary.agentId,
    detail.summary.id,
  );
  // On the compare view the summary holds the comparison with its other run.
  const other = subject.target.against
    ? await otherRun(reads, detail.summary, subject.target.against)
    : null;
  const markdown = runSummaryMarkdown({
    detail,
    findings: report.findings ?? [],
    findingsUnavailable: report.unavailable,
    notes: notes.notes,
    origin: reads.origin,
    compare:
      other?.trace && detail.trace
        ? { other: other.summary, diff: diffRuns(other.trace, detail.trace) }
        : null,
  });
  return {
    markdown,
    report,
    compared: other?.summary ?? null,
    notesProblem: notes.problem,
  };
}

export async function openRunAnswer(
  reads: AssistantReads,
  subject: Subject,
): Promise<string> {
  if (subject.kind === "session") return openHistoryAnswer(reads, subject);
  const { markdown, report, notesProblem } = await runTicket(reads, subject);
  const lines = [markdown.trimEnd()];
  if (report.findings?.length) {
    lines.push("", "### Evidence");
    lines.push(
      ...findingsEvidence(report.findings, {
        step: (path) => subject.link(path),
        ...pageLinks(reads.origin),
      }),
    );
  }
  const notChecked = [
    ...report.notChecked,
    ...(notesProblem ? [`the notes (${notesProblem})`] : []),
  ];
  lines.push(...notCheckedLines(notChecked));
  return lines.join("\n");
}

function openHistoryAnswer(
  reads: AssistantReads,
  subject: Extract<Subject, { kind: "session" }>,
): string {
  const { session, info, history } = subject;
  const findings = findHistoryFindings(history, historyFileName(info));
  const summary = session.summary;
  const state = sessionStateOf(summary);
  const lines = [
    `## fast-agent session ${summary.id}, history ${info.key}`,
    "",
    subject.link(),
    "",
    `- Title: ${summary.title ?? "none"}; state: ${state ? `${state.label}${state.detail ? ` (${state.detail})` : ""}` : "unknown"}`,
    `- Agent: ${info.agent}; messages: ${formatCount(history.messages.length)}; steps: ${formatCount(history.trace.steps.length)}`,
    `- Last stop reason: ${info.lastStopReason ?? "unknown"}`,
    `- Histories: ${summary.histories.map((other) => `${other.key} (${other.kind})`).join(", ")}`,
    ...(history.problems.length
      ? [`- Read with problems: ${history.problems.join("; ")}`]
      : []),
    "",
    `### Findings (${findings.length})`,
  ];
  if (findings.length === 0) lines.push("", "No findings.");
  lines.push(
    ...findingsEvidence(findings, {
      step: (path) => subject.link(path),
      ...pageLinks(reads.origin),
    }),
  );
  return lines.join("\n");
}

/**
 * The run's notes. No notes database (none was ever made) is no notes; one that would not
 * open or answer is said, never passed off as "No notes".
 */
async function readNotes(
  reads: AssistantReads,
  agentId: string,
  runId: string,
): Promise<{ notes: Note[]; problem: string | null }> {
  if (reads.notesProblem) return { notes: [], problem: reads.notesProblem };
  try {
    const json = await reads.getJson(apiPath("notes", agentId, runId));
    return { notes: noteListSchema.parse(json).notes, problem: null };
  } catch (error) {
    if (error instanceof LocalApiError && error.code === "not_found")
      return { notes: [], problem: null };
    return { notes: [], problem: (error as Error).message };
  }
}

export function notCheckedLines(notChecked: readonly string[]): string[] {
  if (notChecked.length === 0) return [];
  return ["", "### Not checked", "", ...notChecked.map((part) => `- ${part}`)];
}

export function maskLine(reads: AssistantReads): string {
  return reads.masked
    ? "Personal data is masked (names, phone numbers, emails as Customer A, …) and secrets are redacted."
    : "UNMASKED: this answer may hold personal data (the server was started with --unmasked); secrets are redacted.";
}

/** The history's file name, as the session page names it in its findings. */
function historyFileName(info: SessionHistoryInfo): string {
  return info.file.slice(info.file.lastIndexOf("/") + 1);
}
