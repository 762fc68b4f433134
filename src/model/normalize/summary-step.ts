/**
 * A step without its payloads, for the page: everything a tree row, a headline, a banner
 * or a "start here" list reads (identity, kind, status, error, times, tool identity,
 * result delivery, the LLM's model, tokens and costs), without what only the inspector, the
 * filter, the findings and the diff read (parameters, results, messages, reasoning, raw
 * JSON). Those stay with the full trace in the trace worker; a view that needs them asks
 * for the full steps and lays them over the summary with `withFullSteps`.
 *
 * Why: a 100,000-step trace as full objects is hundreds of MB, and copying it to the page
 * would block the page for as long as parsing it did. Summaries are about a tenth.
 */
import type { RunTrace, Step } from "../run";
import { createStep, type StepPosition } from "./create-step";

export function toSummaryStep(step: Step): Step {
  return {
    ...step,
    llm: step.llm && {
      ...step.llm,
      systemInstructions: [],
      reasoningBlocks: [],
      messages: [],
      tools: [],
      serverToolInvocations: [],
    },
    tool: step.tool && { ...step.tool, parameters: null },
    hitl: null,
    result: null,
    message: null,
    raw: null,
  };
}

/**
 * A step whose place in the tree is known and whose bytes are not read yet: a deep link
 * reads its step first and the steps before it after (decision 2001); until then each
 * shows as this, its own path and nothing the data has not said.
 */
export function unreadStep(position: StepPosition): Step {
  return createStep(
    {
      index: position.index,
      path: position.path,
      parent: position.parent,
      depth: position.depth,
    },
    { type: "…", name: "not read yet" },
  );
}

/**
 * The trace with some steps in full (`full[i]` replaces the step at `full[i].index`): what
 * the inspector reads. O(n) for the copy of the step array, no per-step work.
 */
export function withFullSteps(
  trace: RunTrace,
  full: readonly Step[],
): RunTrace {
  if (full.length === 0) return trace;
  const steps = trace.steps.slice();
  // The child lists are the trace's own (the worker sends none: a step's may be a million).
  for (const step of full)
    steps[step.index] = { ...step, children: steps[step.index]!.children };
  return { ...trace, steps };
}
