import { useEffect, useEffectEvent } from "react";
import { shortcutFor, type ShortcutId } from "./shortcuts";

/**
 * What a page does on its one-key commands, by the command's id in `SHORTCUTS` (so the `?`
 * sheet lists every key a page answers). A handler that returns false did not use the key
 * (the sheet already open, nobody followed).
 */
export type PageKeyHandlers = Partial<
  Record<ShortcutId, (event: KeyboardEvent) => boolean | void>
>;

/**
 * One-key commands for the whole page (`j`, `e`, `/`, `?`…), from the first second: they
 * work without clicking or tabbing anywhere first. The handlers get plain key presses
 * only — not with Ctrl/Cmd/Alt held (browser shortcuts stay theirs), not while typing in
 * a field or an editor, and not when something focused already handled the key
 * (`preventDefault`, as the tree does for its own `j`/`k`). A key a handler used does
 * nothing else (a `/` that focuses the filter is not also typed into it).
 */
export function usePageKeys(handlers: PageKeyHandlers): void {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (
      event.defaultPrevented ||
      event.metaKey ||
      event.ctrlKey ||
      event.altKey
    )
      return;
    if (isTypingTarget(event.target)) return;
    const id = shortcutFor(event.key, Object.keys(handlers) as ShortcutId[]);
    if (id && handlers[id]?.(event) !== false) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}

/** Keys typed into a text field, a picker or an editor (Monaco) are text, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("textarea, select, .monaco-editor")) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset"].includes(target.type)
  );
}
