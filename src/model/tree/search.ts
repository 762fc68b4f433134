/**
 * The step tree's filter. A step matches when every whitespace-separated term of the
 * query occurs (case-insensitively) in its path, type, name, status, error, tool id,
 * model, or in the text of its parameters and result — including JSON that was
 * double-encoded and non-Latin text that arrived as `\uXXXX`. The caller shows matches
 * with their ancestors.
 *
 * Payload text is built lazily, once per step per trace (cached in a WeakMap keyed by the
 * trace), so a filter over 100,000 steps costs one pass per keystroke, not one stringify.
 */
import type { RunTrace, Step } from "../run";
import { unescapeUnicode } from "../decode/json-in-strings";

export interface StepFilter {
  query: string;
  errorsOnly: boolean;
}

const headerCache = new WeakMap<RunTrace, string[]>();
const payloadCache = new WeakMap<RunTrace, (string | undefined)[]>();

export function isFilterActive(filter: StepFilter): boolean {
  return filter.errorsOnly || filter.query.trim() !== "";
}

/** The indexes of matching steps (not their ancestors); null when no filter is active. */
export function matchSteps(
  trace: RunTrace,
  filter: StepFilter,
): Set<number> | null {
  if (!isFilterActive(filter)) return null;
  const terms = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = new Set<number>();
  const candidates = filter.errorsOnly
    ? trace.errorIndexes
    : trace.steps.map((step) => step.index);
  for (const index of candidates) {
    if (terms.length === 0 || stepMatches(trace, index, terms))
      matches.add(index);
  }
  return matches;
}

function stepMatches(trace: RunTrace, index: number, terms: string[]): boolean {
  const header = headerText(trace, index);
  let payload: string | undefined;
  for (const term of terms) {
    if (header.includes(term)) continue;
    payload ??= payloadText(trace, index);
    if (!payload.includes(term)) return false;
  }
  return true;
}

function headerText(trace: RunTrace, index: number): string {
  let cache = headerCache.get(trace);
  if (!cache) {
    cache = trace.steps.map(describeHeader);
    headerCache.set(trace, cache);
  }
  return cache[index]!;
}

function describeHeader(step: Step): string {
  return [
    step.path,
    step.type,
    step.name,
    step.status,
    step.error,
    step.tool?.tool?.label,
    step.tool?.tool?.integrationId && step.tool.tool.toolId
      ? `${step.tool.tool.integrationId}.${step.tool.tool.toolId}`
      : null,
    step.llm?.model,
    step.id,
  ]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

function payloadText(trace: RunTrace, index: number): string {
  let cache = payloadCache.get(trace);
  if (!cache) {
    cache = new Array<string | undefined>(trace.steps.length);
    payloadCache.set(trace, cache);
  }
  let text = cache[index];
  if (text === undefined) {
    const step = trace.steps[index]!;
    const parts = [
      step.tool ? JSON.stringify(step.tool.parameters) : "",
      step.result?.strValue ?? "",
      step.result?.jsonValue !== null && step.result?.jsonValue !== undefined
        ? JSON.stringify(step.result.jsonValue)
        : "",
    ];
    // Stringifying escapes quotes and backslashes, and double-encoded text keeps `\uXXXX`
    // literal; undo all three so a search for a name or a quoted phrase finds it.
    text = unescapeUnicode(
      parts.join("\n").replace(/\\\\/g, "\\").replace(/\\"/g, '"'),
    ).toLowerCase();
    cache[index] = text;
  }
  return text;
}
