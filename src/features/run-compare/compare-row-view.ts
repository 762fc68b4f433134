/**
 * What a row of the aligned tree shows, computed once per diff (O(rows)) so rendering a
 * row is a lookup: `rows[node.index]`.
 */
import type { DiffNode, DiffStatus } from "../../model/diff/diff-run";
import { formatDuration } from "../../model/format/duration";
import type { Step } from "../../model/run";
import { stepStatusTone, type Tone } from "../../ui/status-tone";

export interface CompareCell {
  path: string;
  type: string;
  name: string;
  statusText: string;
  tone: Tone;
  durationText: string;
  /** The tool (`integrationId/toolId`) or the model. */
  detail: string | null;
  error: string | null;
}

export interface CompareRowView {
  key: string;
  status: DiffStatus;
  outcomeChanged: boolean;
  depth: number;
  left: CompareCell | null;
  right: CompareCell | null;
  /** Accessible name of the row: both paths and the status in words. */
  label: string;
}

export const STATUS_LABEL: Record<DiffStatus, string> = {
  same: "same",
  changed: "changed",
  added: "added",
  removed: "removed",
};

export function buildCompareRowViews(
  nodes: readonly DiffNode[],
): CompareRowView[] {
  return nodes.map((node) => {
    const left = node.left ? toCell(node.left) : null;
    const right = node.right ? toCell(node.right) : null;
    const name = (right ?? left)!.name;
    const outcome = node.outcomeChanged ? ", ended differently" : "";
    return {
      key: node.key,
      status: node.status,
      outcomeChanged: node.outcomeChanged,
      depth: node.depth,
      left,
      right,
      label: `${left?.path ?? "—"} ↔ ${right?.path ?? "—"} ${name}: ${STATUS_LABEL[node.status]}${outcome}`,
    };
  });
}

function toCell(step: Step): CompareCell {
  return {
    path: step.path,
    type: step.type,
    name: step.name,
    statusText: step.status ?? "—",
    tone: stepStatusTone(step.status, step.isError, false),
    durationText:
      step.durationMs === null ? "" : formatDuration(step.durationMs),
    detail: step.tool?.tool?.label ?? step.llm?.model ?? null,
    error: step.isError ? (step.error ?? "error") : null,
  };
}
