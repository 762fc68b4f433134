import type { ReactNode } from "react";
import { formatDuration } from "../../model/format/duration";
import type { Step } from "../../model/run";
import { DataText } from "../../ui/DataText";

/** One side of the selected pair: where the step is, how it ended, and a way to open it. */
export function StepSideFacts({
  step,
  side,
  open,
}: {
  step: Step | undefined;
  side: string;
  open: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded border border-slate-200 px-2 py-1">
      <div className="flex items-center gap-1.5">
        <span className="font-semibold text-slate-600">{side}</span>
        {step ? (
          <>
            <span className="font-mono text-slate-500">{step.path}</span>
            <span
              className={
                step.isError
                  ? "font-semibold text-step-error"
                  : "text-slate-700"
              }
            >
              {step.status ?? "—"}
            </span>
            {step.durationMs !== null && (
              <span className="text-slate-500">
                {formatDuration(step.durationMs)}
              </span>
            )}
            <span className="ml-auto">{open}</span>
          </>
        ) : (
          <span className="italic text-slate-500">no such step</span>
        )}
      </div>
      {step?.error && (
        <p className="truncate text-step-error">
          ✗ <DataText text={step.error} title={step.error} />
        </p>
      )}
    </div>
  );
}
