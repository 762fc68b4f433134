import { useEffect, useEffectEvent } from "react";

/**
 * `p` present (or stop), `f` follow (or rejoin), `Esc` stop following. Not while typing
 * in a field or an editor, and not with a modifier (browser shortcuts stay theirs).
 */
export function usePresenceKeys(handlers: {
  onPresent: () => void;
  onFollow: () => void;
  onDetach: () => boolean;
}) {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event))
      return;
    if (event.key === "p") handlers.onPresent();
    else if (event.key === "f") handlers.onFollow();
    else if (event.key !== "Escape" || !handlers.onDetach()) return;
    // The key did its job: it must not also type into the name field it may open.
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}

function isTyping(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest("input, textarea, select, .monaco-editor") !== null
  );
}
