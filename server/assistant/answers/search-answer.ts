/**
 * `search_steps`: the run page's tree filter (`model/tree/search.ts`: every term, any case,
 * in a step's path, name, status, error, tool, model, parameters and result — decoded) over
 * a run or a fast-agent history, as text: the matching steps in tree order, each with its
 * path, link and the words around the first term. It searches what the answers show, so
 * with masking on a person is found by their mask ("Customer A"), not their name.
 */
import { formatCount } from "../../../src/model/format/number";
import {
  searchIndexBuilder,
  stepTextOf,
} from "../../../src/model/tree/search-index";
import { matchSteps } from "../../../src/model/tree/search";
import type { Subject } from "../subject";
import { describeStep } from "./step-line";

/** Characters either side of the first term in a match's excerpt. */
const EXCERPT_SIDE = 70;
export const DEFAULT_MATCHES = 30;
export const MAX_MATCHES = 200;

export function searchAnswer(
  subject: Subject,
  input: { text: string; errorsOnly: boolean; limit: number },
): string {
  const { trace } = subject;
  const name =
    subject.kind === "run"
      ? `run ${subject.detail.summary.id}`
      : `history ${subject.info.key} of session ${subject.target.sessionId}`;
  if (!trace)
    return `Nothing to search: ${name} has no trace (${subject.kind === "run" ? (subject.detail.traceUnavailable ?? "none recorded") : "none"}).`;
  const matches = [
    ...(matchSteps(trace, {
      query: input.text,
      errorsOnly: input.errorsOnly,
    }) ?? []),
  ].sort((a, b) => a - b);
  const first = input.text.toLowerCase().split(/\s+/).find(Boolean) ?? "";
  const index = first ? searchIndexBuilder(trace).build() : null;
  const shown = matches.slice(0, input.limit);
  const lines = [
    `## ${formatCount(matches.length)} of ${formatCount(trace.steps.length)} steps of ${name} match ${JSON.stringify(input.text)}${input.errorsOnly ? " among the errors" : ""}`,
    "",
  ];
  if (subject.kind === "run")
    lines.push(
      `The run page with this filter: ${subject.link()}?q=${encodeURIComponent(input.text)}${input.errorsOnly ? "&errors=1" : ""}`,
      "",
    );
  for (const stepIndex of shown) {
    const step = trace.steps[stepIndex]!;
    const excerpt = index ? excerptOf(stepTextOf(index, stepIndex), first) : "";
    lines.push(
      `- ${step.path} ${describeStep(step)}${excerpt ? `: …${excerpt}…` : ""} — ${subject.link(step.path)}`,
    );
  }
  if (matches.length > shown.length)
    lines.push(
      "",
      `[${formatCount(matches.length - shown.length)} more matches not listed: narrow the text, or ask for up to ${MAX_MATCHES}.]`,
    );
  return lines.join("\n");
}

/** The step's search text around the term (it is lower-cased, as the filter reads it). */
function excerptOf(text: string, term: string): string {
  const at = text.indexOf(term);
  if (at < 0) return "";
  return JSON.stringify(
    text
      .slice(Math.max(0, at - EXCERPT_SIDE), at + term.length + EXCERPT_SIDE)
      .replace(/\s+/g, " "),
  );
}
