import { useMemo, useState } from "react";
import type { RunTrace, Step } from "../../model/run";
import { JsonView } from "../../ui/monaco/JsonView";
import { ContentBlocks } from "./ContentBlocks";
import { hasRichBlocks } from "./content-view";
import { Pane } from "./Pane";
import { ReasoningPane } from "./ReasoningPane";
import { ResultDeliveryNotice } from "./ResultDeliveryNotice";
import { ResultRunLinks } from "./ResultRunLinks";
import {
  resultText,
  valueText,
  type PayloadMode,
} from "../../model/format/payload-text";

/**
 * A tool step's three panes, side by side: what the model passed (`toolTrace.parameters`),
 * what came back (the sibling `result`, not anything inside `toolTrace`), and the reasoning
 * of the LLM step that issued the call.
 */
export function ToolIoPanes({
  trace,
  step,
  onSelectStep,
}: {
  trace: RunTrace;
  step: Step;
  onSelectStep: (path: string) => void;
}) {
  const [mode, setMode] = useState<PayloadMode>("decoded");
  const parameters = useMemo(
    () => valueText(step.tool?.parameters ?? null, mode),
    [step, mode],
  );
  const result = useMemo(
    () => (step.result ? resultText(step.result, mode) : null),
    [step, mode],
  );

  const modeToggle = (
    <label
      className="flex items-center gap-1"
      title="Raw shows the wire JSON exactly as it came, escapes and all"
    >
      <input
        type="checkbox"
        checked={mode === "raw"}
        onChange={(event) => setMode(event.target.checked ? "raw" : "decoded")}
      />
      raw
    </label>
  );

  return (
    <div className="@container h-full min-h-0">
      <div className="grid h-full min-h-0 grid-rows-3 divide-y divide-slate-200 @3xl:grid-cols-3 @3xl:grid-rows-1 @3xl:divide-x @3xl:divide-y-0">
        <Pane
          title="Parameters"
          testId="pane-parameters"
          aside={
            <>
              {parameters.decodedStrings > 0 && (
                <span>{parameters.decodedStrings} JSON string(s) decoded</span>
              )}
              {modeToggle}
            </>
          }
        >
          <JsonView
            key={`${step.path}:params`}
            text={parameters.text}
            language={parameters.language}
            label={`Parameters of step ${step.path}`}
          />
        </Pane>
        <Pane
          title="Result"
          testId="pane-result"
          aside={
            <>
              {result && result.decodedStrings > 0 && (
                <span>{result.decodedStrings} JSON string(s) decoded</span>
              )}
              {modeToggle}
            </>
          }
          notice={
            <>
              {/* fast-agent records no delivery sizes: the question does not arise there. */}
              {!step.message && (
                <ResultDeliveryNotice
                  delivery={step.tool?.resultDelivery ?? null}
                />
              )}
              <ResultRunLinks result={step.result} />
            </>
          }
        >
          {step.message && hasRichBlocks(step.message.content) ? (
            <div tabIndex={0} className="h-full overflow-auto p-2 text-[13px]">
              <ContentBlocks blocks={step.message.content} empty="" />
            </div>
          ) : result ? (
            <JsonView
              key={`${step.path}:result`}
              text={result.text}
              language={result.language}
              label={`Result of step ${step.path}`}
            />
          ) : (
            <p className="p-3 text-sm text-slate-600">
              {step.status === "UNANSWERED"
                ? "No result: no message answers this call (see the error above)."
                : step.isError
                  ? "No result: the call failed (see the error above)."
                  : "No result was recorded for this step."}
            </p>
          )}
        </Pane>
        <ReasoningPane trace={trace} step={step} onSelectStep={onSelectStep} />
      </div>
    </div>
  );
}
