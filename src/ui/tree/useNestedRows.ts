import { useCallback, useMemo, useRef, useState } from "react";
import type { OpenMap, TreeRow } from "../../model/tree/nest-rows";

/** The tree's data for an open state: the caller's `nestRows` over its flat rows. */
export type NestRows = (isOpen: (id: string) => boolean) => TreeRow[];

/**
 * The data a react-arborist tree is given: the flat rows nested (`nest`, which is
 * `nestRows` with the caller's rows), with the children of every closed row withheld. Arborist builds a node object for every row of its data on each
 * change of data, props or open state (`createRoot`), closed subtrees included; given only
 * what can show, a change costs O(rows shown), not O(rows). The open state is arborist's
 * (it starts from `openByDefault` and `initialOpenState` at each mount); `noteToggle`
 * mirrors each open or close here, so the withheld rows are nested in when a row opens.
 *
 * Data that nests the same rows in the same places as the last keeps its identity (a
 * snapshot whose new steps are under closed rows, or the complete trace after its last
 * snapshot): arborist then does not rebuild at all. A row's text comes from the renderer,
 * never from the data, so such data is the same tree.
 */
export function useNestedRows({
  nest,
  mountKey,
  openByDefault,
  initialOpenState,
}: {
  nest: NestRows;
  /** Which arborist instance is mounted: its open state starts again at each mount. */
  mountKey: string | null;
  openByDefault: boolean;
  initialOpenState: OpenMap;
}): { data: TreeRow[]; noteToggle: (id: string, isOpen: boolean) => void } {
  const [toggles, setToggles] = useState<Toggles>(NO_TOGGLES);
  // Toggles belong to the mount (and the open state it started from) they were made in.
  const isCurrent = (of: Toggles) =>
    of.mountKey === mountKey && of.base === initialOpenState;
  const open = isCurrent(toggles) ? toggles.open : NO_TOGGLES.open;
  const last = useRef<TreeRow[] | null>(null);
  const data = useMemo(() => {
    const isOpen = (id: string) =>
      open[id] ?? initialOpenState[id] ?? openByDefault;
    const next = nest(isOpen);
    return last.current && sameNesting(last.current, next)
      ? last.current
      : next;
  }, [nest, open, initialOpenState, openByDefault]);
  last.current = data;

  const current = useRef({ mountKey, base: initialOpenState });
  current.current = { mountKey, base: initialOpenState };
  const noteToggle = useCallback((id: string, isOpen: boolean) => {
    const { mountKey, base } = current.current;
    setToggles((previous) => ({
      mountKey,
      base,
      open: {
        ...(previous.mountKey === mountKey && previous.base === base
          ? previous.open
          : {}),
        [id]: isOpen,
      },
    }));
  }, []);
  return { data, noteToggle };
}

interface Toggles {
  mountKey: string | null;
  base: OpenMap | null;
  open: OpenMap;
}

const NO_TOGGLES: Toggles = { mountKey: null, base: null, open: {} };

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
