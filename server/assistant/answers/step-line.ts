import type { Step } from "../../../src/model/run";

/** "`search_records` (TOOL, ERROR)": a step named in a line of an answer. */
export function describeStep(step: Step): string {
  const marks = [step.kind, step.isError ? "ERROR" : step.status].filter(
    Boolean,
  );
  return `${step.name || "(unnamed)"} (${marks.join(", ")})`;
}

/** Text for one line of an answer: whitespace collapsed, at most `max` characters. */
export function oneLine(text: string, max = 240): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
