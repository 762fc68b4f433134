/**
 * A bound on the requests open to one upstream at a time. Without it, 500 browser requests
 * opened 500 sockets to the API (and the run-owner lookup fans one request out to one call
 * per agent). Requests past the bound wait in line, first come first served; a waiting
 * request whose caller gives up (timeout, or the browser leaving) leaves the line.
 *
 * A slot is held for the whole exchange, body included: a relayed trace keeps its socket
 * busy until the last byte, so it keeps its slot as long.
 */
export const MAX_OPEN_PER_UPSTREAM = 16;

interface Line {
  open: number;
  waiting: (() => void)[];
}

const lines = new Map<string, Line>();

/**
 * Waits for a free slot to `origin`; resolves with the function that frees it (call it
 * exactly once), or rejects with the signal's reason if the signal aborts first.
 */
export function takeUpstreamSlot(
  origin: string,
  signal: AbortSignal,
): Promise<() => void> {
  let line = lines.get(origin);
  if (!line) {
    line = { open: 0, waiting: [] };
    lines.set(origin, line);
  }
  const held = line;
  let freed = false;
  const free = () => {
    if (freed) return;
    freed = true;
    const next = held.waiting.shift();
    if (next) next();
    else held.open--;
  };
  if (held.open < MAX_OPEN_PER_UPSTREAM) {
    held.open++;
    return Promise.resolve(free);
  }
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const take = () => {
      signal.removeEventListener("abort", leave);
      resolve(free);
    };
    const leave = () => {
      const at = held.waiting.indexOf(take);
      if (at >= 0) held.waiting.splice(at, 1);
      reject(signal.reason as Error);
    };
    held.waiting.push(take);
    signal.addEventListener("abort", leave, { once: true });
  });
}
