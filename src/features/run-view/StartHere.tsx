import { usePartialResults } from "../../api/trace-queries";
import type { RunTrace } from "../../model/run";
import { formatCount } from "../../model/format/number";
import { DataText } from "../../ui/DataText";

/** Before a step is chosen: where the answer usually is — the errors and the results the model saw only in part. */
export function StartHere({
  trace,
  isComplete,
  missingStep,
  onSelectStep,
}: {
  trace: RunTrace;
  /** False while the trace streams in: the partial results wait for the whole trace. */
  isComplete: boolean;
  missingStep: string | undefined;
  onSelectStep: (path: string) => void;
}) {
  const errors = trace.errorIndexes
    .slice(0, 20)
    .map((index) => trace.steps[index]!);
  const partial = usePartialResults(trace, isComplete);
  return (
    <div tabIndex={0} className="h-full overflow-auto p-4 text-sm">
      {missingStep !== undefined && (
        <p
          role="alert"
          className="mb-4 rounded border border-step-warn-line bg-step-warn-soft p-2"
        >
          {isComplete ? (
            <>
              Step <span className="font-mono">{missingStep}</span> is not in
              this run.
            </>
          ) : (
            // While the trace streams, a step not read yet may still come.
            <>
              Step <span className="font-mono">{missingStep}</span> is not among
              the {formatCount(trace.steps.length)} steps read so far; it opens
              when it arrives.
            </>
          )}
        </p>
      )}
      <p className="text-slate-600">
        Select a step to see what went in, what came back, and the reasoning
        behind it.
      </p>
      {trace.steps.length === 0 && (
        <p className="mt-3">This trace has no steps.</p>
      )}
      <StepList
        title="Errors"
        tone="text-step-error"
        items={errors.map((step) => ({
          path: step.path,
          name: step.name,
          note: step.error ?? "",
        }))}
        onSelectStep={onSelectStep}
      />
      <StepList
        title="Results the model saw only in part"
        tone="text-step-warn"
        items={partial}
        onSelectStep={onSelectStep}
      />
    </div>
  );
}

function StepList({
  title,
  tone,
  items,
  onSelectStep,
}: {
  title: string;
  tone: string;
  items: { path: string; name: string; note: string }[];
  onSelectStep: (path: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-4">
      <h2 className={`text-xs font-semibold uppercase tracking-wide ${tone}`}>
        {title}
      </h2>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.path}>
            <button
              type="button"
              onClick={() => onSelectStep(item.path)}
              className="text-left hover:underline"
            >
              <span className="font-mono text-xs text-slate-500">
                {item.path}
              </span>{" "}
              <DataText text={item.name} className="font-medium" />{" "}
              <span className="text-slate-600">
                — <DataText text={item.note} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
