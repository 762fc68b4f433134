import type { ReactNode } from "react";

/**
 * One labelled field of the runs list's filter form, with why its value was not applied
 * (`run-list-filters.ts`) beside it: the control is marked invalid and described by it.
 */
export function RunListFilterField({
  label,
  problem,
  children,
}: {
  label: string;
  problem: string | undefined;
  /** The control: an input or select; its `aria-*` props come from `filterFieldAria`. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      <label className="flex items-center gap-1.5 font-medium text-slate-600">
        {label}
        {children}
      </label>
      {problem && (
        <span id={filterProblemId(label)} className="max-w-64 text-step-warn">
          {problem}
        </span>
      )}
    </div>
  );
}

/** The invalid state and description a field's control carries when it has a problem. */
export function filterFieldAria(label: string, problem: string | undefined) {
  return problem
    ? { "aria-invalid": true, "aria-describedby": filterProblemId(label) }
    : {};
}

/** The id of the text that says why a field's value was not applied. */
export function filterProblemId(label: string): string {
  return `run-filter-problem-${label.toLowerCase()}`;
}
