/**
 * A tool result the model saw only in part (`toolTrace.resultDelivery`: fewer characters
 * delivered than returned, offloaded, or projected). A tool that returned 22 records but
 * delivered a truncated view explains a model that "ignored" most of them — check this
 * before theorising about the prompt. One finding per step (with both sizes), then one
 * that counts the rest.
 */
import { describePartialDelivery } from "../decode/result-delivery";
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { plural, stepRef } from "./finding-helpers";

const MAX_ITEMIZED = 5;

export function findPartialResults(input: FindingInput): Finding[] {
  const { trace } = input;
  if (!trace) return [];
  const findings: Finding[] = [];
  const rest: number[] = [];
  for (const step of trace.steps) {
    const note = describePartialDelivery(step.tool?.resultDelivery ?? null);
    if (!note) continue;
    if (findings.length >= MAX_ITEMIZED) {
      rest.push(step.index);
      continue;
    }
    const isMemory = /memory_search/.test(step.tool?.tool?.toolId ?? "");
    findings.push(
      makeFinding({
        kind: "partial-result",
        severity: "warning",
        title: `${step.name} (${step.tool?.tool?.label ?? step.path}): ${note}`,
        detail: isMemory
          ? "Memory search results are truncated inside a trace, so the trace alone cannot tell what the run read. The previous run's memory_write step shows the value as it was."
          : "The model was shown less than the tool returned: items it seems to have ignored may never have reached it.",
        steps: [stepRef(trace, step.index, note)],
      }),
    );
  }
  if (rest.length > 0) {
    findings.push(
      makeFinding({
        kind: "partial-result",
        severity: "warning",
        title: `${plural(rest.length, "more tool result")} shown to the model only in part`,
        detail: "Each step's sizes are in its Result pane.",
        steps: rest
          .slice(0, 20)
          .map((index) =>
            stepRef(
              trace,
              index,
              describePartialDelivery(
                trace.steps[index]!.tool?.resultDelivery ?? null,
              ),
            ),
          ),
      }),
    );
  }
  return findings;
}
