/**
 * `compare_runs`: this run (right) against another (left) as the compare view shows it —
 * the same previous run "Compare with previous" picks (`model/find-previous-run.ts`), the
 * same diff (`model/diff/diff-run.ts`: first divergence, first result change, counts),
 * the ticket summary's comparison lines, then each changed step with what differs and,
 * for inputs and results, which fields (`diff-fields.ts`, the line above the diff
 * editor), and the errors of each side with whether the other run failed there too. For
 * fast-agent, a history against its `_previous` save or another session's history.
 */
import { diffRuns } from "../../../src/model/diff/diff-run";
import { formatCount } from "../../../src/model/format/number";
import type { RunDetail, RunSummary } from "../../../src/model/run";
import {
  compareSummaryLines,
  runUrl,
} from "../../../src/model/summary/run-summary";
import type { AssistantReads } from "../assistant-reads";
import { previousChoiceOf } from "../run-state";
import { resolveTarget, BadLinkError } from "../run-target";
import {
  openHistory,
  type RunSubject,
  type SessionSubject,
  type Subject,
} from "../subject";
import { pageLinks } from "./links";
import {
  changedStepLines,
  divergenceLines,
  errorLines,
  metricLines,
} from "./compare-lines";

/** The other run of a comparison: "previous" (the compare view's choice) or a link or id. */
export async function otherRun(
  reads: AssistantReads,
  summary: RunSummary,
  against: string,
): Promise<(RunDetail & { why: string }) | null> {
  if (against === "previous") {
    const choice = await previousChoiceOf(reads, summary);
    if (!choice.run) return null;
    const detail = await reads.detail(summary.agentId, choice.run.id);
    return { ...detail, why: choice.reason };
  }
  const target = await resolveTarget(reads, against);
  if (target.kind !== "run")
    throw new BadLinkError(`${against} names no run to compare with.`);
  const detail = await reads.detail(target.agentId, target.runId);
  return { ...detail, why: "the run asked for" };
}

export async function compareAnswer(
  reads: AssistantReads,
  subject: Subject,
  against: string,
): Promise<string> {
  return subject.kind === "run"
    ? compareRuns(reads, subject, against)
    : compareHistories(reads, subject, against);
}

async function compareRuns(
  reads: AssistantReads,
  subject: RunSubject,
  against: string,
): Promise<string> {
  const { detail } = subject;
  const { summary } = detail;
  const other = await otherRun(reads, summary, against);
  if (!other) {
    const choice = await previousChoiceOf(reads, summary);
    return `No run to compare ${summary.id} with: ${choice.reason}`;
  }
  const lines = [
    `## Run \`${summary.id}\` (right) compared with \`${other.summary.id}\` (left)`,
    "",
    `Left: ${other.why.replace(/\.?$/, ".")}`,
    "",
    ...metricLines(other, detail),
  ];
  if (!other.trace || !detail.trace) {
    const missing = !detail.trace ? detail : other;
    lines.push(
      "",
      `No step comparison: run ${missing.summary.id} has no trace (${missing.traceUnavailable ?? "none recorded"}).`,
    );
    return lines.join("\n");
  }
  const diff = diffRuns(other.trace, detail.trace);
  const leftLink = (path: string) => runUrl(reads.origin, other.summary, path);
  lines.push(
    "",
    `Compare view: ${pageLinks(reads.origin).compare(summary.agentId, summary.id, other.summary.id)}`,
    "",
    ...compareSummaryLines(
      { other: other.summary, diff },
      reads.origin,
      summary,
    ),
    ...changedStepLines(diff, subject.link, leftLink),
    ...errorLines(diff),
  );
  return lines.join("\n");
}

async function compareHistories(
  reads: AssistantReads,
  subject: SessionSubject,
  against: string,
): Promise<string> {
  const otherRef =
    against === "previous"
      ? subject.info.previousKey
        ? `${subject.target.sessionId}/${subject.info.previousKey}`
        : null
      : against;
  if (!otherRef)
    return `History ${subject.info.key} of session ${subject.target.sessionId} has no _previous save to compare with: give another session (or session/history) to compare it with.`;
  const target = await resolveTarget(reads, otherRef);
  if (target.kind !== "session")
    throw new BadLinkError(`${against} names no fast-agent history.`);
  const other = await openHistory(reads, target);
  const diff = diffRuns(other.trace, subject.trace);
  const lines = [
    `## History ${subject.target.sessionId}/${subject.info.key} (right) compared with ${other.target.sessionId}/${other.info.key} (left)`,
    "",
    `Left: ${other.history.messages.length} messages, ${formatCount(other.trace.steps.length)} steps; right: ${subject.history.messages.length} messages, ${formatCount(subject.trace.steps.length)} steps.`,
    `Compare view: ${pageLinks(reads.origin).session(subject.target.sessionId, { agent: subject.info.key, panel: "compare", against: `${other.target.sessionId}/${other.info.key}` })}`,
    "",
    ...divergenceLines(diff, subject.link),
    ...changedStepLines(diff, subject.link, other.link),
    ...errorLines(diff),
  ];
  return lines.join("\n");
}
