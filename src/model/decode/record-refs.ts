/**
 * Execution record ids inside results: a `spawn_subtasks` result embeds each child's
 * `execution_record_id` (the batch parent as `{results: [...]}`, each child step as a bare
 * `{execution_record_id, status, response, session_id}`), and a consult result names the
 * run that answered it. The recipe (docs/reference/investigation-workflow.md §5) is shape-agnostic on purpose: decode the result
 * (two or three JSON layers), walk it, and collect every `execution_record_id` wherever it
 * sits — never assume `.results[]`.
 *
 * Approach: an iterative walk (explicit stack) over the decoded value. Complexity: O(size
 * of the decoded result); `traceRecordRefs` decodes only results whose text mentions a
 * record id, so a 100,000-step run without fan-outs costs one substring test per result.
 * Not done: fetching the runs the ids name (the app links to them).
 */
import type { RunTrace, Step, StepResult } from "../run";
import { resultValue } from "./step-result";

const ID_KEYS = ["execution_record_id", "executionRecordId"] as const;

export interface RecordRef {
  id: string;
  /** The status the result reports for that run (`COMPLETED`, `FAILED`…), when it does. */
  status: string | null;
  sessionId: string | null;
}

/** Every record id in a decoded value, in document order, each once (the first with a status wins). */
export function findRecordRefs(value: unknown): RecordRef[] {
  const refs = new Map<string, RecordRef>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push(current[i]);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const object = current as Record<string, unknown>;
    for (const key of ID_KEYS) {
      const id = object[key];
      if (typeof id !== "string" || id === "") continue;
      const status = typeof object.status === "string" ? object.status : null;
      const known = refs.get(id);
      if (!known || (known.status === null && status !== null)) {
        const session = object.session_id ?? object.sessionId;
        refs.set(id, {
          id,
          status: status?.toUpperCase() ?? null,
          sessionId: typeof session === "string" ? session : null,
        });
      }
    }
    const values = Object.values(object);
    for (let i = values.length - 1; i >= 0; i--) stack.push(values[i]);
  }
  return [...refs.values()];
}

/** The record ids a step's result names, decoded from `jsonValue` or `strValue`. */
export function resultRecordRefs(result: StepResult | null): RecordRef[] {
  if (!result || !mentionsRecordId(result)) return [];
  return findRecordRefs(resultValue(result));
}

export interface StepRecordRef extends RecordRef {
  /** The first step whose result names this run (a batch parent before its children). */
  stepIndex: number;
}

/** Every run a trace's results name, with the first step that names it; `filter` picks steps. */
export function traceRecordRefs(
  trace: RunTrace,
  filter: (step: Step) => boolean = () => true,
): StepRecordRef[] {
  const seen = new Map<string, StepRecordRef>();
  for (const step of trace.steps) {
    if (!step.result || !filter(step)) continue;
    for (const ref of resultRecordRefs(step.result)) {
      const known = seen.get(ref.id);
      if (!known) seen.set(ref.id, { ...ref, stepIndex: step.index });
      else if (known.status === null && ref.status !== null)
        seen.set(ref.id, { ...known, status: ref.status });
    }
  }
  return [...seen.values()];
}

/** True for the fan-out tool, `spawn_subtasks` (any integration). */
export function isSpawnStep(step: Step): boolean {
  return step.tool?.tool?.toolId === "spawn_subtasks";
}

/** True for a consult tool (`consult_for_role`, `consult_participant`, …). */
export function isConsultStep(step: Step): boolean {
  return /consult/i.test(step.tool?.tool?.toolId ?? "");
}

function mentionsRecordId(result: StepResult): boolean {
  if (result.strValue && ID_KEYS.some((key) => result.strValue!.includes(key)))
    return true;
  const json = result.jsonValue;
  if (json === null || json === undefined) return false;
  if (typeof json === "string")
    return ID_KEYS.some((key) => json.includes(key));
  return typeof json === "object";
}
