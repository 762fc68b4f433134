import type { RunTrace, Step } from "../../model/run";
import { issuingLlmStep } from "../../model/tree/navigation";
import { Pane } from "./Pane";
import { ReasoningBlocks } from "./ReasoningBlocks";

/** The reasoning of the LLM step that issued this tool call, beside its parameters and result. */
export function ReasoningPane({
  trace,
  step,
  onSelectStep,
}: {
  trace: RunTrace;
  step: Step;
  onSelectStep: (path: string) => void;
}) {
  const llm = issuingLlmStep(trace, step.index);
  const blocks = llm?.llm?.reasoningBlocks ?? [];
  return (
    <Pane
      title="Reasoning"
      testId="pane-reasoning"
      aside={
        llm && (
          <button
            type="button"
            className="text-accent underline"
            onClick={() => onSelectStep(llm.path)}
          >
            LLM step {llm.path}
          </button>
        )
      }
    >
      <div tabIndex={0} className="h-full overflow-auto p-2 text-[13px]">
        {!llm && (
          <p className="text-slate-600">
            No LLM step above or before this call, so no reasoning to show.
          </p>
        )}
        {llm && blocks.length === 0 && (
          <p className="text-slate-600">
            LLM step {llm.path} recorded no reasoning blocks.
          </p>
        )}
        <ReasoningBlocks blocks={blocks} />
      </div>
    </Pane>
  );
}
