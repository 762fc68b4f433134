/**
 * A bound on the requests open to one upstream at a time. Without it, 500 browser requests
 * opened 500 sockets to the API (and the run-owner lookup fans one request out to one call
 * per agent). Requests past the bound wait in line (`slot-line.ts`).
 *
 * A slot is held for the whole exchange, body included: a relayed trace keeps its socket
 * busy until the last byte, so it keeps its slot as long.
 */
import { createSlotLine, type SlotLine } from "./slot-line";

export const MAX_OPEN_PER_UPSTREAM = 16;

const lines = new Map<string, SlotLine>();

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
    line = createSlotLine(MAX_OPEN_PER_UPSTREAM);
    lines.set(origin, line);
  }
  return line.take(signal);
}
