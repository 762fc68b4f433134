import type { ReactNode } from "react";
import { SplitView } from "./SplitView";

/**
 * A tree beside the detail of its selected row — the run's steps and the inspector, the
 * aligned steps and the pair's diff: the tree's toolbar over the tree, which takes the
 * height left, and the detail beside them, in a `SplitView` this browser remembers under
 * `storageKey`. It fills the rest of the page below a rule.
 */
export function TreeDetailView({
  storageKey,
  treeLabel,
  detailLabel,
  initialTreeSize,
  toolbar,
  tree,
  detail,
}: {
  storageKey: string;
  /** What the tree is ("steps"): "Hide steps", "Show steps". */
  treeLabel: string;
  detailLabel: string;
  /** The tree's width until the person resizes it, from the whole width. */
  initialTreeSize: (width: number) => number;
  /** Above the tree: its toolbar and any notes about it. */
  toolbar: ReactNode;
  tree: ReactNode;
  detail: ReactNode;
}) {
  return (
    <div className="flex min-h-0 flex-1 border-t border-slate-200">
      <SplitView
        storageKey={storageKey}
        firstLabel={treeLabel}
        secondLabel={detailLabel}
        initialFirstSize={initialTreeSize}
        first={
          <div className="flex h-full min-h-0 flex-col">
            {toolbar}
            <div className="min-h-0 flex-1">{tree}</div>
          </div>
        }
        second={<div className="h-full min-h-0 min-w-0">{detail}</div>}
      />
    </div>
  );
}
