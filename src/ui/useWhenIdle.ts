import { useEffect, useState } from "react";
import { cancelIdle, requestIdle } from "./idle";

/**
 * False until the page has been idle once after mounting (or `timeoutMs` passed): for code
 * that can wait until what the person asked for has painted, as the run page's panels do
 * after the first rows. Work that is one long task waits for the person's input to rest
 * instead (`useWhenInputRests`).
 */
export function useWhenIdle(timeoutMs = 500): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const handle = requestIdle(() => setIsIdle(true), { timeout: timeoutMs });
    return () => cancelIdle(handle);
  }, [timeoutMs]);
  return isIdle;
}
