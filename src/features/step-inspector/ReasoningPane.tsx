import { useEffect, useRef } from "react";
import type { RunTrace, Step } from "../../model/run";
import { issuingLlmStep, toolCallOrdinal } from "../../model/tree/navigation";
import { cn } from "../../ui/cn";
import { Pane } from "./Pane";

/**
 * The reasoning of the LLM step that issued this tool call. One LLM step spans every model
 * turn, so its blocks are numbered (`think 2/4`); the block at this call's position among
 * the step's tool calls is marked as the likely reasoning right before it.
 */
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
  const ordinal = llm ? toolCallOrdinal(trace, llm, step.index) : null;
  const likely =
    ordinal !== null && blocks.length > 0
      ? Math.min(ordinal, blocks.length - 1)
      : null;
  const likelyRef = useRef<HTMLLIElement>(null);
  useEffect(
    () => likelyRef.current?.scrollIntoView({ block: "nearest" }),
    [step.index],
  );

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
      <div className="h-full overflow-auto p-2 text-[13px]">
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
        <ol className="space-y-2">
          {blocks.map((block, index) => (
            <li
              key={index}
              ref={index === likely ? likelyRef : undefined}
              className={cn(
                "rounded border p-2",
                index === likely
                  ? "border-accent/50 bg-accent-soft"
                  : "border-slate-200",
              )}
            >
              <div className="mb-1 flex items-center gap-2 text-[11px] font-semibold text-slate-500">
                think {index + 1}/{blocks.length}
                {index === likely && (
                  <span className="text-accent">likely before this call</span>
                )}
              </div>
              <p className="whitespace-pre-wrap break-words">{block}</p>
            </li>
          ))}
        </ol>
      </div>
    </Pane>
  );
}
