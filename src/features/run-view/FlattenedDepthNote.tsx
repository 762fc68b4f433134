import { useMemo } from "react";
import type { RunTrace } from "../../model/run";
import { deepestLevel, MAX_NESTED_DEPTH } from "../../model/tree/nest-rows";

/**
 * Says when the step tree lists steps flat below its last nested level (`nest-rows.ts`): a
 * run nested thousands of levels deep still opens, and the reader knows the indentation
 * stops there while the dotted paths keep telling each step's place.
 */
export function FlattenedDepthNote({ trace }: { trace: RunTrace }) {
  const deepest = useMemo(
    () => trace.deepestLevel ?? deepestLevel(trace.steps),
    [trace],
  );
  if (deepest < MAX_NESTED_DEPTH) return null;
  return (
    <p
      role="note"
      className="border-b border-slate-200 bg-step-warn-soft px-2 py-1 text-xs text-slate-700"
    >
      Steps nest {(deepest + 1).toLocaleString("en-US")} levels deep: below
      level {MAX_NESTED_DEPTH} they are listed flat, in order, under their
      ancestor at that level. Their paths give their place.
    </p>
  );
}
