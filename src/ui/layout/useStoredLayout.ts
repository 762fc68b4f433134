import { useCallback, useState } from "react";

/** A panel's size in px and whether it is collapsed, as this browser last left it. */
export interface PanelLayout {
  size: number;
  isCollapsed: boolean;
}

const PREFIX = "tracelens.layout.";

/**
 * A panel's size and collapsed state, kept in localStorage under `key` (a personal screen
 * setting, like the theme: not part of a shared link). The size is clamped to `min`–`max`
 * on every change and on read, so a value saved on a larger screen still fits. The third
 * value says whether the person has set it (read from storage, or changed since): until
 * then a panel may size itself to the screen.
 */
export function useStoredLayout(
  key: string,
  initial: PanelLayout,
  min: number,
  max: number,
): [PanelLayout, (patch: Partial<PanelLayout>) => void, boolean] {
  const clamp = useCallback(
    (size: number) =>
      Math.round(Math.min(Math.max(size, min), Math.max(min, max))),
    [min, max],
  );
  const [isStored, setStored] = useState(() => read(key) !== null);
  const [layout, setLayout] = useState<PanelLayout>(() => {
    const stored = read(key);
    return stored
      ? { ...stored, size: clamp(stored.size) }
      : { ...initial, size: clamp(initial.size) };
  });
  const update = useCallback(
    (patch: Partial<PanelLayout>) => {
      setStored(true);
      setLayout((previous) => {
        const next = { ...previous, ...patch };
        next.size = clamp(next.size);
        write(key, next);
        return next;
      });
    },
    [key, clamp],
  );
  return [{ ...layout, size: clamp(layout.size) }, update, isStored];
}

function read(key: string): PanelLayout | null {
  try {
    const value: unknown = JSON.parse(
      localStorage.getItem(PREFIX + key) ?? "null",
    );
    if (
      typeof value === "object" &&
      value !== null &&
      "size" in value &&
      typeof value.size === "number" &&
      Number.isFinite(value.size) &&
      "isCollapsed" in value &&
      typeof value.isCollapsed === "boolean"
    )
      return { size: value.size, isCollapsed: value.isCollapsed };
  } catch {
    // Unreadable or disabled storage: the defaults.
  }
  return null;
}

function write(key: string, layout: PanelLayout) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(layout));
  } catch {
    // Storage can be disabled; the layout then lasts for this page only.
  }
}
