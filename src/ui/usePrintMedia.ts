import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

/**
 * Whether the page is being printed: true from `beforeprint` (or the print media query
 * matching, as when a test emulates print) to `afterprint`. What only paper needs — a
 * step's whole JSON as text — renders only then, so the screen never pays for it. The
 * re-render is flushed inside `beforeprint`: the browser lays the page out for print as
 * soon as the event's handlers return.
 */
let isPrinting = false;
const listeners = new Set<() => void>();

function setPrinting(value: boolean) {
  if (isPrinting === value) return;
  isPrinting = value;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

const onBefore = () => setPrinting(true);
// After a print, the print media may still be emulated (a test, a PDF export): it decides.
const onAfter = () => setPrinting(window.matchMedia("print").matches);
const onMedia = (event: MediaQueryListEvent) => setPrinting(event.matches);

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("beforeprint", onBefore);
    window.addEventListener("afterprint", onAfter);
    window.matchMedia("print").addEventListener("change", onMedia);
    isPrinting = window.matchMedia("print").matches;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("beforeprint", onBefore);
    window.removeEventListener("afterprint", onAfter);
    window.matchMedia("print").removeEventListener("change", onMedia);
  };
}

export function usePrintMedia(): boolean {
  return useSyncExternalStore(subscribe, () => isPrinting);
}
