import { useCallback, useState } from "react";

/**
 * How a react-arborist tree opens. Bulk open/close remounts the tree (a `version` bump used
 * as its `key`) with a precomputed open map: arborist opens nodes one dispatch at a time,
 * each copying its whole open map, which is quadratic on a 100,000-row tree (decision 0003).
 */
export interface OpenLayout {
  version: number;
  openByDefault: boolean;
  initialOpenState: Record<string, boolean>;
}

export function useOpenLayout(initial: () => Omit<OpenLayout, "version">) {
  const [layout, setLayout] = useState<OpenLayout>(() => ({
    version: 0,
    ...initial(),
  }));
  /** Remounts with the layout `next` computes from the current one. */
  const remount = useCallback(
    (next: (previous: OpenLayout) => Omit<OpenLayout, "version">) =>
      setLayout((previous) => ({
        version: previous.version + 1,
        ...next(previous),
      })),
    [],
  );
  const setAllOpen = useCallback(
    (isOpen: boolean) =>
      remount(() => ({ openByDefault: isOpen, initialOpenState: {} })),
    [remount],
  );
  return { layout, remount, setAllOpen };
}
