/**
 * When a history ran, by the wall-clock times written inside it (UTC), not by its file name
 * or its file's mtime. Two records carry wall time (docs/reference/fast-agent-formats.md §2):
 * a message's `timestamp` (0.6.20+: when it entered history) and a usage record's
 * `timestamp` (epoch seconds, written when the model's answer arrived). The
 * `fast-agent-timing` start and end are a process clock and never a date; its
 * `duration_ms` only moves the first answer back to when that call began.
 *
 * O(messages).
 */
import type { HistoryMessage } from "../session";

export interface RecordedWindow {
  /** UTC epoch ms. */
  firstMs: number;
  lastMs: number;
  basis: "message timestamps" | "usage timestamps";
}

export function recordedWindow(
  messages: readonly HistoryMessage[],
): RecordedWindow | null {
  const stamps = messages
    .map((message) => message.timestamp)
    .filter((ms): ms is NonNullable<typeof ms> => ms !== null);
  if (stamps.length > 0)
    return {
      firstMs: Math.min(...stamps),
      lastMs: Math.max(...stamps),
      basis: "message timestamps",
    };
  let firstMs: number | null = null;
  let lastMs: number | null = null;
  for (const message of messages) {
    const answeredAt = message.usage?.recordedAtMs ?? null;
    if (answeredAt === null) continue;
    // The usage is written when the answer arrived: the call began its duration earlier.
    const began = answeredAt - (message.timing?.durationMs ?? 0);
    firstMs = firstMs === null ? began : Math.min(firstMs, began);
    lastMs = lastMs === null ? answeredAt : Math.max(lastMs, answeredAt);
  }
  return firstMs !== null && lastMs !== null
    ? { firstMs, lastMs, basis: "usage timestamps" }
    : null;
}
