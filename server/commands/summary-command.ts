/**
 * `tracelens summary LINK`: the ticket Markdown the page's "Copy summary" makes
 * (`open-run.ts` `runTicket`, the same model function), on stdout; on a compare link, with
 * the comparison. What could not be checked goes to stderr, so the Markdown stays the
 * page's. A fast-agent session prints its findings the way `open_run` answers them.
 * `--json`: `{markdown, run, findings, findingsUnavailable, notChecked, masked}`.
 */
import type { AssistantReads } from "../assistant/assistant-reads";
import { openRunAnswer, runTicket } from "../assistant/answers/open-run";
import { openSubject } from "../assistant/subject";
import type { CommandOutput } from "./run-command";

export async function summaryCommand(
  reads: AssistantReads,
  link: string,
  json: boolean,
  output: CommandOutput,
): Promise<number> {
  const subject = await openSubject(reads, link);
  if (subject.kind === "session") {
    const markdown = await reads.finish(await openRunAnswer(reads, subject));
    output.out(
      json
        ? JSON.stringify({
            markdown,
            session: subject.target,
            masked: reads.masked,
          })
        : markdown,
    );
    return 0;
  }
  const ticket = await runTicket(reads, subject);
  const markdown = await reads.finish(ticket.markdown);
  const notChecked = [
    ...ticket.report.notChecked,
    ...(ticket.notesProblem ? [`the notes (${ticket.notesProblem})`] : []),
  ].map((part) => `not checked: ${part}`);
  const { summary } = subject.detail;
  if (json) {
    const report = JSON.parse(
      await reads.finish(
        JSON.stringify({
          run: {
            agentId: summary.agentId,
            runId: summary.id,
            status: summary.status,
            deliveryStatus: summary.deliveryStatus,
            url: subject.link(),
            comparedWith: ticket.compared?.id ?? null,
          },
          findings: (ticket.report.findings ?? []).map((finding) => ({
            kind: finding.kind,
            severity: finding.severity,
            title: finding.title,
            steps: finding.steps.map((step) => ({
              path: step.path,
              name: step.name,
              url: subject.link(step.path),
            })),
          })),
          findingsUnavailable: ticket.report.unavailable,
          notChecked,
        }),
      ),
    ) as object;
    output.out(JSON.stringify({ markdown, ...report, masked: reads.masked }));
  } else {
    output.out(markdown.trimEnd());
    for (const line of notChecked) output.err(`tracelens: ${line}`);
  }
  return 0;
}
