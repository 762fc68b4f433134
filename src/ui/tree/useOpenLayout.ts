import { useCallback, useState } from "react";
import type { OpenMap } from "../../model/tree/nest-rows";

/**
 * How a tree opens: a layout (`openByDefault` and a precomputed open map), replaced whole by
 * bulk open/close — arborist opens nodes one dispatch at a time, each copying its whole open
 * map, which is quadratic on a 100,000-row tree (decision 0003). Each layout has a new
 * `version`; rows toggled by hand belong to one version (`useNestedRows`).
 */
export interface OpenLayout {
  version: number;
  openByDefault: boolean;
  initialOpenState: Record<string, boolean>;
}

type LayoutRule = () => Omit<OpenLayout, "version">;

/**
 * The layout starts as `initial()`. A new `epoch` lays the tree out again by the same rule
 * (over the data as it is now), keeping every row opened or closed since (`opened()`),
 * unless the person has laid it out in bulk since (`relayout`: Expand all, Collapse all, a
 * subtree): their layout stays. The new layout is decided in the render that sees the new
 * epoch, so the data of that render is nested by it — arborist is never handed the old
 * layout's rows first (decision 1453).
 */
export function useOpenLayout(
  initial: LayoutRule,
  epoch: number,
  opened: () => OpenMap,
) {
  const [state, setState] = useState(() => ({
    epoch,
    byHand: false,
    handLayouts: 0,
    layout: { version: 0, ...initial() },
  }));
  let current = state;
  if (state.epoch !== epoch) {
    // Derived from props in render (React's pattern for it). The update joins this render's
    // lane: if the render is interrupted, a bulk action taken meanwhile is applied after it,
    // and wins.
    current = state.byHand
      ? { ...state, epoch }
      : { ...state, epoch, byHand: false, layout: relaid(state.layout) };
    setState(current);
  }
  function relaid(layout: OpenLayout): OpenLayout {
    const kept = { ...layout.initialOpenState, ...opened() };
    const next = initial();
    return {
      version: layout.version + 1,
      openByDefault: next.openByDefault,
      initialOpenState: { ...next.initialOpenState, ...kept },
    };
  }
  /** Lays the tree out as `next` computes from the current layout: a layout by hand. */
  const relayout = useCallback(
    (next: (previous: OpenLayout) => Omit<OpenLayout, "version">) =>
      setState((previous) => ({
        epoch: previous.epoch,
        byHand: true,
        handLayouts: previous.handLayouts + 1,
        layout: {
          version: previous.layout.version + 1,
          ...next(previous.layout),
        },
      })),
    [],
  );
  /** `handLayouts` counts the layouts made by hand. */
  return {
    layout: current.layout,
    handLayouts: current.handLayouts,
    relayout,
  };
}
