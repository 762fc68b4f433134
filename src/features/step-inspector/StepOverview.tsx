import type { RunTrace, Step } from "../../model/run";
import { formatDuration } from "../../model/format/duration";
import { JsonView } from "../../ui/monaco/JsonView";
import { Timestamp } from "../../ui/Timestamp";
import { resultText, valueText } from "../../model/format/payload-text";

/** Any step: its timing, place in the tree, children, and whatever result or gate it carries. */
export function StepOverview({
  trace,
  step,
  onSelectStep,
}: {
  trace: RunTrace;
  step: Step;
  onSelectStep: (path: string) => void;
}) {
  const parent = step.parent >= 0 ? trace.steps[step.parent]! : null;
  const result =
    step.result &&
    (step.result.strValue !== null ||
      step.result.jsonValue !== null ||
      step.result.fileLink)
      ? resultText(step.result, "decoded")
      : null;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 p-3 text-sm">
        <dt className="text-slate-500">Step id</dt>
        <dd className="font-mono text-xs">{step.id ?? "—"}</dd>
        <dt className="text-slate-500">Started</dt>
        <dd>
          <Timestamp ms={step.startTime} />
        </dd>
        <dt className="text-slate-500">Ended</dt>
        <dd>
          {step.endTime === null ? (
            "open"
          ) : (
            <Timestamp ms={step.endTime} showRelative={false} />
          )}
        </dd>
        <dt className="text-slate-500">Duration</dt>
        <dd>
          {step.durationMs === null ? "—" : formatDuration(step.durationMs)}
        </dd>
        <dt className="text-slate-500">Parent</dt>
        <dd>
          {parent ? (
            <button
              type="button"
              className="text-accent underline"
              onClick={() => onSelectStep(parent.path)}
            >
              {parent.path} {parent.name}
            </button>
          ) : (
            "top level"
          )}
        </dd>
        <dt className="text-slate-500">Children</dt>
        <dd>{step.children.length}</dd>
      </dl>
      {step.hitl !== null && step.hitl !== undefined && (
        <div className="min-h-40 flex-1 border-t border-slate-200">
          <h3 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Human gate (hitlTrace)
          </h3>
          <JsonView
            key={`${step.path}:hitl`}
            text={valueText(step.hitl, "decoded").text}
            label={`Human gate of step ${step.path}`}
          />
        </div>
      )}
      {result && (
        <div className="min-h-40 flex-1 border-t border-slate-200">
          <h3 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Result
          </h3>
          <JsonView
            key={`${step.path}:result`}
            text={result.text}
            language={result.language}
            label={`Result of step ${step.path}`}
          />
        </div>
      )}
    </div>
  );
}
