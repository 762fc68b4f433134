import { useEffect } from "react";

/**
 * `n` / `N`: next / previous change, anywhere on the page except while typing (text
 * fields, the picker, Monaco's hidden textarea).
 */
export function useChangeKeys(goToChange: (direction: 1 | -1) => void): void {
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (event.key === "n") goToChange(1);
      else if (event.key === "N") goToChange(-1);
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [goToChange]);
}

/** Keys typed into a text field or the editor are text, not commands. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("textarea, select, [contenteditable='true']")) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(target.type)
  );
}
