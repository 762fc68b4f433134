import type { ChildGroup } from "../../model/tree/child-groups";
import { formatCount } from "../../model/format/number";
import type { TreeRowState } from "./ReadOnlyTree";
import { TreeRowFrame } from "./TreeRowFrame";

/**
 * A group of a wide row's children ("1.1.1 – 1.1.1000"): opened and closed like a row,
 * never selected (it is not a step of the run).
 */
export function ChildGroupRow({
  group,
  state,
}: {
  group: ChildGroup;
  state: TreeRowState;
}) {
  const range = `${group.firstId} – ${group.lastId}`;
  const count = `${formatCount(group.to - group.from + 1)} of ${formatCount(group.of)}`;
  return (
    <TreeRowFrame
      state={state}
      testId={`group-row-${group.firstId}`}
      label={`${range}, ${count}`}
      tint="bg-slate-50 hover:bg-slate-100"
      toggleLabel={(isOpen) => `${isOpen ? "Collapse" : "Expand"} ${range}`}
    >
      <span className="font-mono text-xs text-slate-600">{range}</span>
      <span className="text-xs text-slate-500">{count}</span>
    </TreeRowFrame>
  );
}
