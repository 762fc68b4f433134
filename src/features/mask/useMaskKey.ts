import { useEffect, useEffectEvent } from "react";

/**
 * `m` turns masking on or off. Not while typing in a field or an editor, and not with a
 * modifier (browser shortcuts stay theirs).
 */
export function useMaskKey(onToggle: () => void) {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== "m" || event.metaKey || event.ctrlKey || event.altKey)
      return;
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      (target.isContentEditable ||
        target.closest("input, textarea, select, .monaco-editor") !== null)
    )
      return;
    event.preventDefault();
    onToggle();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
