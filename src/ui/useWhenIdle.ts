import { useEffect, useState } from "react";
import { cancelIdle, requestIdle } from "./idle";

/**
 * False until the page has been idle once after mounting (or `timeoutMs` passed): for code
 * that can wait until what the person asked for has painted. Monaco's first load compiles
 * megabytes of script; starting it after the page settles lets a deep link paint its tree
 * and step first, with the text shown plainly meanwhile. The run view's panels load the
 * same way, after the first rows.
 */
export function useWhenIdle(timeoutMs = 500): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const handle = requestIdle(() => setIsIdle(true), { timeout: timeoutMs });
    return () => cancelIdle(handle);
  }, [timeoutMs]);
  return isIdle;
}
