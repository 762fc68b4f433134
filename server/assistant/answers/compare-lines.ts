/**
 * The lines of a comparison an answer is made of: the headline numbers side by side
 * (`model/diff/metrics-delta.ts`), the first divergence and counts of two histories, each
 * changed place with the fields that changed (`model/diff/diff-fields.ts`, the line the
 * compare view shows above its diff editor), and each side's errors with whether the other
 * failed there too (`RunDiff.errors`). Only the first places are described; the rest are
 * counted, with where to read them.
 */
import {
  diffFields,
  formatFieldChange,
} from "../../../src/model/diff/diff-fields";
import type {
  DiffError,
  DiffNode,
  RunDiff,
} from "../../../src/model/diff/diff-run";
import { compareRunMetrics } from "../../../src/model/diff/metrics-delta";
import { ioValue } from "../../../src/model/diff/step-io";
import { formatCost } from "../../../src/model/format/cost";
import { formatDuration } from "../../../src/model/format/duration";
import { formatCount } from "../../../src/model/format/number";
import type { RunDetail } from "../../../src/model/run";
import { describeStep, oneLine } from "./step-line";

/** Changed places described one by one; the rest are counted. */
const MAX_CHANGED_DESCRIBED = 15;
/** Field changes listed per side of a step. */
const MAX_FIELD_CHANGES = 6;

export function metricLines(left: RunDetail, right: RunDetail): string[] {
  const metrics = compareRunMetrics(left, right);
  const row = (
    name: string,
    metric: { left: number | null; right: number | null; delta: number | null },
    format: (value: number) => string,
  ) => {
    const value = (n: number | null) => (n === null ? "unknown" : format(n));
    const delta =
      metric.delta === null
        ? ""
        : ` (${metric.delta >= 0 ? "+" : "−"}${format(Math.abs(metric.delta))})`;
    return `- ${name}: ${value(metric.left)} → ${value(metric.right)}${delta}`;
  };
  return [
    `- Status: ${left.summary.status ?? "unknown"} → ${right.summary.status ?? "unknown"}; delivery: ${left.summary.deliveryStatus ?? "unknown"} → ${right.summary.deliveryStatus ?? "unknown"}`,
    row("Span", metrics.spanMs, formatDuration),
    row("Tokens", metrics.totalTokens, formatCount),
    row("Cost", metrics.totalCost, formatCost),
    row("Steps", metrics.steps, formatCount),
  ];
}

/** A history comparison has no run records: the diff's own headline lines. */
export function divergenceLines(
  diff: RunDiff,
  link: (path?: string) => string,
): string[] {
  const first =
    diff.firstDivergence !== null ? diff.nodes[diff.firstDivergence] : null;
  const { counts } = diff;
  return [
    `- First divergence: ${first?.right ? `${first.right.path} ${describeStep(first.right)} — ${link(first.right.path)}` : "none: no paired step has different inputs"}`,
    `- Steps: ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed, ${counts.same} same`,
  ];
}

export function changedStepLines(
  diff: RunDiff,
  rightLink: (path: string) => string,
  leftLink: (path: string) => string,
): string[] {
  const stops = diff.changeStops.map((index) => diff.nodes[index]!);
  if (stops.length === 0) return [];
  const lines = [
    "",
    `### What changed (${stops.length} ${stops.length === 1 ? "place" : "places"})`,
  ];
  for (const node of stops.slice(0, MAX_CHANGED_DESCRIBED))
    lines.push("", ...nodeLines(node, rightLink, leftLink));
  if (stops.length > MAX_CHANGED_DESCRIBED)
    lines.push(
      "",
      `… and ${stops.length - MAX_CHANGED_DESCRIBED} more places: open the compare view, or get_step on a path.`,
    );
  return lines;
}

function nodeLines(
  node: DiffNode,
  rightLink: (path: string) => string,
  leftLink: (path: string) => string,
): string[] {
  if (!node.left)
    return [
      `- Added in this run: ${node.right!.path} ${describeStep(node.right!)} — ${rightLink(node.right!.path)}`,
    ];
  if (!node.right)
    return [
      `- Only in the other run: ${node.left.path} ${describeStep(node.left)} — ${leftLink(node.left.path)}`,
    ];
  const lines = [
    `- ${node.right.path} ${describeStep(node.right)} (left ${node.left.path}): ${node.differs.join(", ") || "a step inside changed"} — ${rightLink(node.right.path)}`,
  ];
  for (const [aspect, side] of [
    ["inputs", "inputs"],
    ["result", "results"],
  ] as const) {
    if (!node.differs.includes(aspect)) continue;
    const fields = diffFields(
      ioValue(node.left, side),
      ioValue(node.right, side),
      {
        maxChanges: MAX_FIELD_CHANGES,
      },
    );
    for (const change of fields.changes)
      lines.push(`  - ${side}: ${formatFieldChange(change)}`);
    if (fields.truncated)
      lines.push(`  - ${side}: more changes (get_step on both paths)`);
  }
  if (node.differs.includes("status") || node.differs.includes("error"))
    lines.push(
      `  - status: ${node.left.status ?? "unknown"} → ${node.right.status ?? "unknown"}${node.right.error ? `; error now: ${oneLine(node.right.error)}` : ""}${node.left.error ? `; error before: ${oneLine(node.left.error)}` : ""}`,
    );
  return lines;
}

export function errorLines(diff: RunDiff): string[] {
  const side = (errors: DiffError[], name: string, other: string) =>
    errors.map(
      (error) =>
        `- ${name} ${error.step.path} ${describeStep(error.step)}: ${oneLine(error.step.error ?? "error")} — ${
          error.aligned?.isError
            ? `${other} failed there too (${error.aligned.path})`
            : error.sameErrorElsewhere
              ? `${other} had the same error elsewhere (${error.sameErrorElsewhere.path})`
              : `${other} did not fail there`
        }`,
    );
  const lines = [
    ...side(diff.errors.right, "This run:", "the other run"),
    ...side(diff.errors.left, "Other run:", "this run"),
  ];
  return lines.length ? ["", "### Errors", "", ...lines] : [];
}
