import type { DiffError, RunDiff } from "../../model/diff/diff-run";
import { DataText } from "../../ui/DataText";
import { otherRunVerdict, type VerdictTone } from "./other-run-verdict";

/**
 * Errors on each side, each with what the other run did there (`otherRunVerdict`): the
 * rule of docs/reference/investigation-workflow.md §7 is to confirm across a second run
 * before calling something systemic — at the aligned step, or said to be elsewhere.
 */
export function CompareErrors({
  diff,
  onSelectRow,
}: {
  diff: RunDiff;
  onSelectRow: (index: number) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 text-xs">
      <SideErrors
        title="Errors in the other run"
        otherRun="this run"
        errors={diff.errors.left}
        onSelectRow={onSelectRow}
      />
      <SideErrors
        title="Errors in this run"
        otherRun="the other run"
        errors={diff.errors.right}
        onSelectRow={onSelectRow}
      />
    </div>
  );
}

const SHOWN = 3;

function SideErrors({
  title,
  otherRun,
  errors,
  onSelectRow,
}: {
  title: string;
  otherRun: string;
  errors: DiffError[];
  onSelectRow: (index: number) => void;
}) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="font-semibold text-slate-600">
        {title}: {errors.length === 0 ? "none" : errors.length}
      </h3>
      <ul className="space-y-0.5">
        {errors.slice(0, SHOWN).map((error) => (
          // One line per error where the verdict fits beside a few words of the message
          // (cut, whole in its tooltip): the tree below keeps the height (twelve rows at
          // 1280×800, decision 1720). A long verdict takes the next line.
          <li
            key={error.node}
            className="flex min-w-0 flex-wrap items-center gap-x-1.5"
          >
            <button
              type="button"
              onClick={() => onSelectRow(error.node)}
              className="shrink-0 font-mono text-accent hover:underline"
            >
              {error.step.path}
            </button>
            <DataText
              text={error.step.name}
              className="max-w-[40%] shrink-0 truncate font-medium"
              title={error.step.name}
            />
            <span className="min-w-0 flex-1 basis-24 truncate text-step-error">
              ✗{" "}
              <DataText
                text={error.step.error ?? "error"}
                title={error.step.error ?? ""}
              />
            </span>
            <VerdictBadge error={error} otherRun={otherRun} />
          </li>
        ))}
        {errors.length > SHOWN && (
          <li className="text-slate-500">
            and {errors.length - SHOWN} more (use next change or the tree)
          </li>
        )}
      </ul>
    </section>
  );
}

const TONE_CLASS: Record<VerdictTone, string> = {
  failed: "rounded bg-step-error-soft px-1 font-semibold text-step-error",
  elsewhere: "rounded bg-step-warn-soft px-1 text-slate-700",
  clear: "rounded bg-slate-100 px-1 text-slate-600",
};

function VerdictBadge({
  error,
  otherRun,
}: {
  error: DiffError;
  otherRun: string;
}) {
  const verdict = otherRunVerdict(error, otherRun);
  return (
    <span className={`max-w-full ${TONE_CLASS[verdict.tone]}`}>
      {verdict.text}
    </span>
  );
}
