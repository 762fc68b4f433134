/**
 * Other conversations a run took part in: the consult it is parked on (`waitingFor`) and
 * every consult step whose parameters or result name a `topicId` — each opens in the
 * conversation view like the run's own topic. O(steps), once per trace.
 */
import { resultValue } from "../decode/step-result";
import type { RunTrace } from "../run";

export interface ConsultTopic {
  topicId: string;
  label: string;
  stepPath: string | null;
}

export function consultTopicsOf(trace: RunTrace | null): ConsultTopic[] {
  if (!trace) return [];
  const found = new Map<string, ConsultTopic>();
  const wait = trace.waitingFor;
  if (wait?.kind === "CONSULT" && wait.topicId)
    found.set(wait.topicId, {
      topicId: wait.topicId,
      label: `Consult${wait.displayName ? `: ${wait.displayName}` : ""} (waiting)`,
      stepPath: null,
    });
  for (const step of trace.steps) {
    const toolId = step.tool?.tool?.toolId ?? "";
    if (!toolId.startsWith("consult")) continue;
    const topicId =
      topicIdIn(step.tool?.parameters) ?? topicIdIn(resultValue(step.result));
    if (!topicId || found.has(topicId)) continue;
    found.set(topicId, {
      topicId,
      label: `Consult at step ${step.path}`,
      stepPath: step.path,
    });
  }
  return [...found.values()];
}

function topicIdIn(value: unknown): string | null {
  if (value === null || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const id = record.topicId ?? record.topic_id;
  return typeof id === "string" && id !== "" ? id : null;
}
