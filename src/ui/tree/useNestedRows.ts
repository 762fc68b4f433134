import { useCallback, useMemo, useRef, useState } from "react";
import type { OpenMap, TreeRow } from "../../model/tree/nest-rows";

/** The tree's data for an open state: the caller's `nestRows` over its flat rows. */
export type NestRows = (isOpen: (id: string) => boolean) => TreeRow[];

/**
 * The open state of a react-arborist tree, kept here, and the data arborist is given for it:
 * the flat rows nested (`nest`, which is `nestRows` with the caller's rows), with the
 * children of every closed row withheld (`children: []`). Arborist builds a node object for
 * every row of its data on each change of data, props or open state (`createRoot`), closed
 * subtrees included; given only what can show, a change costs O(rows shown), not O(rows).
 * Arborist itself is told every row is open and never opens or closes one (decision 1455):
 * a new layout is new data, not a new arborist instance.
 *
 * A row is open as toggled by hand since the layout was set (`noteToggle`), else as the
 * layout says (`initialOpenState`, then `openByDefault`). Toggles belong to one layout
 * (`layoutKey` and `initialOpenState`): a new layout starts without them.
 *
 * Data that nests the same rows in the same places as the last keeps its identity (a
 * snapshot whose new steps are under closed rows, or the complete trace after its last
 * snapshot): arborist then does not rebuild at all. A row's text comes from the renderer,
 * never from the data, so such data is the same tree.
 */
export function useNestedRows({
  nest,
  layoutKey,
  openByDefault,
  initialOpenState,
}: {
  nest: NestRows;
  /** Which layout the open state starts from: toggles made in another do not apply. */
  layoutKey: string;
  openByDefault: boolean;
  initialOpenState: OpenMap;
}): {
  data: TreeRow[];
  isOpen: (id: string) => boolean;
  noteToggle: (id: string, isOpen: boolean) => void;
} {
  const [toggles, setToggles] = useState<Toggles>(NO_TOGGLES);
  const isCurrent = (of: Toggles) =>
    of.layoutKey === layoutKey && of.base === initialOpenState;
  const open = isCurrent(toggles) ? toggles.open : NO_TOGGLES.open;
  const isOpen = useCallback(
    (id: string) => open[id] ?? initialOpenState[id] ?? openByDefault,
    [open, initialOpenState, openByDefault],
  );
  const last = useRef<TreeRow[] | null>(null);
  const data = useMemo(() => {
    const next = nest(isOpen);
    return last.current && sameNesting(last.current, next)
      ? last.current
      : next;
  }, [nest, isOpen]);
  last.current = data;

  const current = useRef({ layoutKey, base: initialOpenState });
  current.current = { layoutKey, base: initialOpenState };
  const noteToggle = useCallback((id: string, isOpen: boolean) => {
    const { layoutKey, base } = current.current;
    setToggles((previous) => ({
      layoutKey,
      base,
      open: {
        ...(previous.layoutKey === layoutKey && previous.base === base
          ? previous.open
          : {}),
        [id]: isOpen,
      },
    }));
  }, []);
  return { data, isOpen, noteToggle };
}

interface Toggles {
  layoutKey: string | null;
  base: OpenMap | null;
  open: OpenMap;
}

const NO_TOGGLES: Toggles = { layoutKey: null, base: null, open: {} };

/** Whether two nestings name the same rows in the same places: a widget given one can keep the other. */
export function sameNesting(
  a: readonly TreeRow[],
  b: readonly TreeRow[],
): boolean {
  const stack: [readonly TreeRow[], readonly TreeRow[]][] = [[a, b]];
  while (stack.length > 0) {
    const [left, right] = stack.pop()!;
    if (left.length !== right.length) return false;
    for (let at = 0; at < left.length; at++) {
      const x = left[at]!;
      const y = right[at]!;
      if (x.index !== y.index || x.id !== y.id) return false;
      if (x.children === null || y.children === null) {
        if (x.children !== y.children) return false;
      } else stack.push([x.children, y.children]);
    }
  }
  return true;
}
