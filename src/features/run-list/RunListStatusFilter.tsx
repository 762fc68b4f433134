import { RUN_STATUSES } from "../../model/run";
import { cn } from "../../ui/cn";
import { filterFieldAria, filterProblemId } from "./RunListFilterField";

/** One toggle per run status; several pressed list runs of any of them. */
export function RunListStatusFilter({
  selected,
  problem,
  onToggle,
}: {
  selected: ReadonlySet<string>;
  /** Why the link's `status=` was not applied, when it was not. */
  problem: string | undefined;
  onToggle: (status: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Status filter"
      {...filterFieldAria("Status", problem)}
      className="flex flex-wrap items-center gap-1.5"
    >
      <span className="mr-1 text-xs font-medium uppercase tracking-wide text-slate-500">
        Status
      </span>
      {RUN_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={selected.has(status)}
          onClick={() => onToggle(status)}
          className={cn(
            "rounded-full border px-2 py-0.5 text-xs",
            selected.has(status)
              ? "border-slate-800 bg-slate-800 text-white"
              : "border-slate-300 bg-white hover:bg-slate-100",
          )}
        >
          {status}
        </button>
      ))}
      {problem && (
        <span
          id={filterProblemId("Status")}
          className="ml-1 text-xs text-step-warn"
        >
          {problem}
        </span>
      )}
    </div>
  );
}
