/**
 * The findings as evidence an assistant can quote: each with what it is, why it matters,
 * the steps, runs and conversation entries that prove it (each with its web link), the
 * facts, the way out and the commands to run by hand — the findings panel, as text.
 */
import type { Finding } from "../../../src/model/findings/finding";
import { formatTimestamp } from "../../../src/model/format/time";

export function findingsEvidence(
  findings: readonly Finding[],
  links: {
    step: (path: string) => string;
    run: (runId: string, agentId: string | null) => string;
    entry: (agentId: string, topicId: string, entryId: string | null) => string;
  },
): string[] {
  const lines: string[] = [];
  findings.forEach((finding, position) => {
    lines.push(
      "",
      `${position + 1}. [${finding.severity}] ${finding.kind}: ${finding.title}`,
      `   ${finding.detail}`,
    );
    if (finding.cause) lines.push(`   Likely cause: ${finding.cause}`);
    for (const step of finding.steps)
      lines.push(
        `   - step ${step.path} ${step.name}${step.note ? `: ${step.note}` : ""} — ${links.step(step.path)}`,
      );
    for (const run of finding.runs)
      lines.push(
        `   - run ${run.runId}${run.status ? ` (${run.status})` : ""}: ${run.label} — ${links.run(run.runId, run.agentId)}`,
      );
    for (const entry of finding.entries)
      lines.push(
        `   - ${entry.label}${entry.note ? `: ${entry.note}` : ""} — ${links.entry(entry.agentId, entry.topicId, entry.entryId)}`,
      );
    for (const fact of finding.facts)
      lines.push(
        `   - ${fact.label}: ${"text" in fact ? fact.text : formatTimestamp(fact.at, "utc")}`,
      );
    if (finding.fix)
      lines.push(`   Way out: ${finding.fix.summary} ${finding.fix.detail}`);
    for (const command of finding.commands)
      lines.push(`   Command (${command.note}): ${command.command}`);
  });
  return lines;
}
