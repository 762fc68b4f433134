import { useEffect, useState } from "react";
import { cancelIdle, requestIdle } from "./idle";

/** How long the person must leave the page alone (no key, click, wheel or scroll) for it to rest. */
export const INPUT_REST_MS = 500;

const INPUT_EVENTS = [
  "keydown",
  "pointerdown",
  "wheel",
  "scroll",
  "touchstart",
] as const;

/** Page time of the last input anywhere on the page; `-Infinity` before any. */
let lastInputAt = Number.NEGATIVE_INFINITY;
let isListening = false;
const noteInput = () => {
  lastInputAt = performance.now();
};

function listenForInput() {
  if (isListening) return;
  isListening = true;
  // Captured on the document: a scroll of any element reaches it, though scroll does not bubble.
  for (const type of INPUT_EVENTS)
    document.addEventListener(type, noteInput, {
      capture: true,
      passive: true,
    });
}

/**
 * False until the person has left the page alone for `restMs` (no key, click, wheel or
 * scroll anywhere) and the browser is then idle: for work that is one long task nobody can
 * slice — evaluating Monaco's code (≈ 170 ms), creating an editor (≈ 60–80 ms). While the
 * person scrolls, types or steps with j/k, it waits; when they stop to read, it runs
 * (decision 1935).
 */
export function useWhenInputRests(restMs = INPUT_REST_MS): boolean {
  const [hasRested, setRested] = useState(false);
  useEffect(() => {
    listenForInput();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let idle: number | null = null;
    const check = () => {
      const quietFor = performance.now() - lastInputAt;
      if (quietFor < restMs) {
        timer = setTimeout(check, restMs - quietFor);
        return;
      }
      idle = requestIdle(
        () => {
          idle = null;
          // Input during the wait for idle time starts the rest again.
          if (performance.now() - lastInputAt < restMs) check();
          else setRested(true);
        },
        { timeout: restMs },
      );
    };
    check();
    return () => {
      if (timer !== null) clearTimeout(timer);
      if (idle !== null) cancelIdle(idle);
    };
  }, [restMs]);
  return hasRested;
}
