import { useMemo } from "react";
import { useTraceWithPayloads } from "../../api/trace-queries";
import type { RunTrace } from "../../model/run";
import { issuingLlmStep } from "../../model/tree/navigation";
import { PageSpinner } from "../../ui/PageSpinner";
import { stepCell } from "../../model/tree/step-cell";
import { formatDuration } from "../../model/format/duration";
import { Badge } from "../../ui/Badge";
import { TabList } from "../../ui/TabList";
import { stepOutcomeTone } from "../../ui/status-tone";
import { JsonView } from "../../ui/monaco/JsonView";
import type { InspectorTab } from "../../url/search-schemas";
import { resolveTab, TAB_LABELS, tabsForStep } from "./inspector-tabs";
import { LlmStepView } from "./LlmStepView";
import { MessagePane } from "./MessagePane";
import { rawStepText } from "../../model/format/payload-text";
import { CopyButton } from "../../ui/CopyButton";
import { StepOverview } from "./StepOverview";
import { StepPrintText } from "./StepPrintText";
import { ToolIoPanes } from "./ToolIoPanes";
import { markBidiControls } from "../../model/format/bidi-controls";
import { DataText } from "../../ui/DataText";

/**
 * The selected step, side by side: for a tool step its parameters, result and the
 * reasoning of the LLM step that issued it; for an LLM step its reasoning, instructions,
 * conversation, tools and usage; for any step its raw JSON.
 */
export function StepInspector({
  trace: summaryTrace,
  stepIndex,
  tab,
  onSelectTab,
  onSelectStep,
}: {
  trace: RunTrace;
  stepIndex: number;
  tab: InspectorTab | undefined;
  onSelectTab: (tab: InspectorTab) => void;
  onSelectStep: (path: string) => void;
}) {
  // The step and the LLM step that issued it, in full (a worker-kept trace sends them on request).
  const indexes = useMemo(() => {
    const issuing = issuingLlmStep(summaryTrace, stepIndex);
    return issuing ? [stepIndex, issuing.index] : [stepIndex];
  }, [summaryTrace, stepIndex]);
  const { trace, error } = useTraceWithPayloads(summaryTrace, indexes);
  if (!trace)
    return error ? (
      <p role="alert" className="p-4 text-sm text-step-error">
        {error.message}
      </p>
    ) : (
      <PageSpinner label="Loading the step…" />
    );
  const step = trace.steps[stepIndex]!;
  const active = resolveTab(step, tab);
  const cell = stepCell(step, trace.endTime === null);
  return (
    <section
      aria-label={`Step ${step.path}`}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="space-y-1.5 border-b border-slate-200 px-3 py-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono text-slate-500">{step.path}</span>
          <span className="text-xs font-semibold text-slate-500">
            {cell.type}
          </span>
          <h2 className="font-semibold">{cell.name}</h2>
          <Badge tone={stepOutcomeTone(cell.outcome)}>
            {cell.statusText === "—" ? "NO STATUS" : cell.statusText}
          </Badge>
          {step.durationMs !== null && (
            <span className="text-slate-600">
              {formatDuration(step.durationMs)}
            </span>
          )}
          {step.tool?.tool && step.tool.tool.label !== step.name && (
            <span className="font-mono text-xs text-slate-600">
              {markBidiControls(step.tool.tool.label)}
            </span>
          )}
          {step.llm?.model && (
            <span className="font-mono text-xs text-slate-600">
              {markBidiControls(step.llm.model)}
            </span>
          )}
          {step.tags.map((tag) => (
            <Badge key={tag} tone="open">
              {tag}
            </Badge>
          ))}
        </div>
        {step.error && (
          <p
            role="alert"
            className="rounded border border-step-error-line bg-step-error-soft px-2 py-1 text-sm text-step-error"
          >
            ✗ <DataText text={step.error} />
          </p>
        )}
        {step.problems.map((problem) => (
          <DataText
            key={problem}
            block
            text={problem}
            className="text-xs text-step-warn"
          />
        ))}
        <TabList
          label="Step panes"
          tabs={tabsForStep(step)}
          labels={TAB_LABELS}
          active={active}
          onSelect={onSelectTab}
          className="pt-1 print:hidden"
        />
      </header>
      <div
        role="tabpanel"
        aria-label={TAB_LABELS[active]}
        className="min-h-0 flex-1 print:hidden"
      >
        <TabBody
          trace={trace}
          stepIndex={stepIndex}
          tab={active}
          onSelectStep={onSelectStep}
        />
      </div>
      <StepPrintText step={step} />
    </section>
  );
}

function TabBody({
  trace,
  stepIndex,
  tab,
  onSelectStep,
}: {
  trace: RunTrace;
  stepIndex: number;
  tab: InspectorTab;
  onSelectStep: (path: string) => void;
}) {
  const step = trace.steps[stepIndex]!;
  switch (tab) {
    case "io":
      return (
        <ToolIoPanes trace={trace} step={step} onSelectStep={onSelectStep} />
      );
    case "raw": {
      const text = rawStepText(step);
      return (
        <div className="flex h-full flex-col">
          <div className="flex justify-end border-b border-slate-100 px-2 py-1">
            <CopyButton text={text} idle="Copy raw JSON" />
          </div>
          <div className="min-h-0 flex-1">
            <JsonView
              key={step.path}
              text={text}
              label={`Raw JSON of step ${step.path}`}
            />
          </div>
        </div>
      );
    }
    case "message":
      return <MessagePane step={step} />;
    case "overview":
      return (
        <StepOverview trace={trace} step={step} onSelectStep={onSelectStep} />
      );
    default:
      return <LlmStepView trace={trace} step={step} tab={tab} />;
  }
}
