/** Diff statuses → classes, as in code review: removed red, added green, changed amber. */
import type { DiffStatus } from "../../model/diff/diff-run";

export const STATUS_CHIP: Record<DiffStatus, string> = {
  same: "bg-step-muted-soft text-step-muted",
  changed: "bg-diff-changed-soft text-diff-changed",
  added: "bg-diff-added-soft text-diff-added",
  removed: "bg-diff-removed-soft text-diff-removed",
};

export const STATUS_ROW: Record<DiffStatus, string> = {
  same: "",
  changed: "bg-diff-changed-soft/40",
  added: "bg-diff-added-soft/40",
  removed: "bg-diff-removed-soft/40",
};
