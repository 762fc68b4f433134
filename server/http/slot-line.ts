/**
 * A bound on how many of something run at once: upstream requests per origin, files of a
 * served folder read or streamed at once. Past the bound, callers wait in line, first come
 * first served; a waiting caller whose signal aborts (a timeout, or the browser leaving)
 * leaves the line.
 */
export interface SlotLine {
  /**
   * Waits for a free slot; resolves with the function that frees it (call it exactly once),
   * or rejects with the signal's reason if the signal aborts first.
   */
  take(signal?: AbortSignal): Promise<() => void>;
}

export function createSlotLine(max: number): SlotLine {
  let open = 0;
  const waiting: (() => void)[] = [];
  const freer = () => {
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = waiting.shift();
      if (next) next();
      else open--;
    };
  };
  return {
    take(signal) {
      if (open < max) {
        open++;
        return Promise.resolve(freer());
      }
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason as Error);
        const take = () => {
          signal?.removeEventListener("abort", leave);
          resolve(freer());
        };
        const leave = () => {
          const at = waiting.indexOf(take);
          if (at >= 0) waiting.splice(at, 1);
          reject(signal!.reason as Error);
        };
        waiting.push(take);
        signal?.addEventListener("abort", leave, { once: true });
      });
    },
  };
}
