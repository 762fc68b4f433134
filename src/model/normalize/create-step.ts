/**
 * The one constructor of a `Step`, for every source (Fruxon steps, malformed wire steps,
 * fast-agent messages). Every field is set — what the source does not give is null, false
 * or empty — in one object literal, so all steps share one shape (and one hidden class:
 * this runs 100,000 times for a large run).
 */
import type { Step } from "../run";

/** Where a step sits in the tree; decided by the walk that builds the trace. */
export type StepPosition = Pick<Step, "index" | "path" | "parent" | "depth">;

/** What a source knows about a step; children are added by the walk. */
export type StepFields = Partial<Omit<Step, keyof StepPosition | "children">>;

export function createStep(position: StepPosition, fields: StepFields): Step {
  return {
    index: position.index,
    path: position.path,
    parent: position.parent,
    depth: position.depth,
    children: [],
    id: fields.id ?? null,
    kind: fields.kind ?? "OTHER",
    type: fields.type ?? "UNSPECIFIED",
    name: fields.name ?? "",
    alignKey: fields.alignKey ?? null,
    status: fields.status ?? null,
    isError: fields.isError ?? false,
    error: fields.error ?? null,
    startTime: fields.startTime ?? null,
    endTime: fields.endTime ?? null,
    durationMs: fields.durationMs ?? null,
    llm: fields.llm ?? null,
    tool: fields.tool ?? null,
    hitl: fields.hitl ?? null,
    result: fields.result ?? null,
    problems: fields.problems ?? [],
    tags: fields.tags ?? [],
    message: fields.message ?? null,
    raw: fields.raw ?? null,
  };
}
