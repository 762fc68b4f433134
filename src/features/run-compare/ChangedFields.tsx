import { useState } from "react";
import {
  formatFieldChange,
  type FieldDiff,
} from "../../model/diff/diff-fields";
import { cn } from "../../ui/cn";

const SHOWN = 6;

/** The changes of the selected pair by JSON path, one line: `query: "…08/05" → "…08/06"`. */
export function ChangedFields({
  diff,
  what,
}: {
  diff: FieldDiff;
  what: string;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const { changes, truncated } = diff;
  if (changes.length === 0)
    return (
      <p className="px-3 py-1.5 text-xs text-slate-600">
        No field of the {what} differs.
      </p>
    );
  const shown = isExpanded ? changes : changes.slice(0, SHOWN);
  const hidden = changes.length - shown.length;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-1.5 text-xs">
      <span className="font-semibold text-diff-changed">
        {changes.length}
        {truncated ? "+" : ""} change{changes.length === 1 ? "" : "s"} in the{" "}
        {what}:
      </span>
      <ul aria-label={`Changed fields of the ${what}`} className="contents">
        {shown.map((change) => (
          <li
            key={`${change.kind}:${change.path}`}
            className={cn(
              "max-w-full truncate rounded px-1 font-mono",
              change.kind === "added"
                ? "bg-diff-added-soft text-diff-added"
                : change.kind === "removed"
                  ? "bg-diff-removed-soft text-diff-removed"
                  : "bg-diff-changed-soft text-slate-900",
            )}
            title={formatFieldChange(change, 400)}
          >
            {formatFieldChange(change, 40)}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="font-semibold text-accent underline"
          onClick={() => setIsExpanded(true)}
        >
          and {hidden} more
        </button>
      )}
    </div>
  );
}
