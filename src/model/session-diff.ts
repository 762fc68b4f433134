/**
 * A minimal aligned diff of two fast-agent histories, message by message: enough to see
 * what changed between a history and its `_previous` save (one save ago), or between two
 * sessions. The run-compare feature's step alignment can replace it when it can take
 * histories (each history is a `RunTrace` too).
 *
 * Approach: messages get a signature (role, the tool names they call, whether they carry
 * results); the common prefix and suffix are paired first (a `_previous` save usually
 * shares almost everything), then the middle is aligned with an LCS over signatures, so
 * one inserted message does not shift every row after it. Paired messages whose inputs
 * (text, tool arguments, results, stop reason) differ are `changed`.
 *
 * Complexity: O(n + m) for the shared prefix/suffix, O(k·l) for a middle of k and l
 * messages; above `MAX_LCS_CELLS` the middle is paired by position instead.
 */
import { stableStringify } from "./format/stable-json";
import { blocksText } from "./normalize/fast-agent-channels";
import type { HistoryMessage } from "./session";

export type DiffStatus = "same" | "changed" | "added" | "removed";

export interface HistoryDiffRow {
  status: DiffStatus;
  /** The message in the history compared against (older, on the left). */
  left: HistoryMessage | null;
  /** The message in the history being viewed (on the right). */
  right: HistoryMessage | null;
  /** For `changed`: which inputs differ. */
  changes: string[];
}

const MAX_LCS_CELLS = 4_000_000;

export function diffHistories(
  left: readonly HistoryMessage[],
  right: readonly HistoryMessage[],
): HistoryDiffRow[] {
  const leftSigs = left.map(signature);
  const rightSigs = right.map(signature);
  let start = 0;
  while (
    start < left.length &&
    start < right.length &&
    leftSigs[start] === rightSigs[start]
  )
    start++;
  let leftEnd = left.length;
  let rightEnd = right.length;
  while (
    leftEnd > start &&
    rightEnd > start &&
    leftSigs[leftEnd - 1] === rightSigs[rightEnd - 1]
  ) {
    leftEnd--;
    rightEnd--;
  }
  const rows: HistoryDiffRow[] = [];
  for (let i = 0; i < start; i++) rows.push(pair(left[i]!, right[i]!));
  rows.push(
    ...alignMiddle(
      left.slice(start, leftEnd),
      right.slice(start, rightEnd),
      leftSigs.slice(start, leftEnd),
      rightSigs.slice(start, rightEnd),
    ),
  );
  for (let i = 0; leftEnd + i < left.length; i++)
    rows.push(pair(left[leftEnd + i]!, right[rightEnd + i]!));
  return rows;
}

function alignMiddle(
  left: HistoryMessage[],
  right: HistoryMessage[],
  leftSigs: string[],
  rightSigs: string[],
): HistoryDiffRow[] {
  const n = left.length;
  const m = right.length;
  if (n * m > MAX_LCS_CELLS) {
    const rows: HistoryDiffRow[] = [];
    for (let i = 0; i < Math.max(n, m); i++)
      rows.push(
        i < n && i < m
          ? pair(left[i]!, right[i]!)
          : i < n
            ? removed(left[i]!)
            : added(right[i]!),
      );
    return rows;
  }
  // lengths[i][j]: LCS of left[i..] and right[j..], in one flat array.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * width + j] =
        leftSigs[i] === rightSigs[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(
              lengths[(i + 1) * width + j]!,
              lengths[i * width + j + 1]!,
            );
  const rows: HistoryDiffRow[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (leftSigs[i] === rightSigs[j]) rows.push(pair(left[i++]!, right[j++]!));
    else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)
      rows.push(removed(left[i++]!));
    else rows.push(added(right[j++]!));
  }
  while (i < n) rows.push(removed(left[i++]!));
  while (j < m) rows.push(added(right[j++]!));
  return rows;
}

/** What must match for two messages to be "the same step": role, tools called, results carried. */
export function signature(message: HistoryMessage): string {
  return [
    message.role,
    message.toolCalls.map((call) => call.name).join(","),
    message.hasToolResults ? "results" : "",
  ].join("|");
}

function pair(left: HistoryMessage, right: HistoryMessage): HistoryDiffRow {
  const changes = inputChanges(left, right);
  return {
    status: changes.length > 0 ? "changed" : "same",
    left,
    right,
    changes,
  };
}

const removed = (left: HistoryMessage): HistoryDiffRow => ({
  status: "removed",
  left,
  right: null,
  changes: [],
});
const added = (right: HistoryMessage): HistoryDiffRow => ({
  status: "added",
  left: null,
  right,
  changes: [],
});

/** The inputs a message carries, as comparable text per field. Correlation ids are ignored. */
export function messageInputs(message: HistoryMessage): Record<string, string> {
  return {
    text: blocksText(message.content) ?? "",
    "tool arguments": message.toolCalls
      .map((call) => `${call.name} ${stableStringify(call.arguments)}`)
      .join("\n"),
    "tool results": message.toolResults
      .map(
        (result) =>
          `${result.isError ? "[isError]\n" : ""}${blocksText(result.content) ?? ""}`,
      )
      .join("\n---\n"),
    stop_reason: message.stopReason ?? "",
  };
}

function inputChanges(left: HistoryMessage, right: HistoryMessage): string[] {
  const a = messageInputs(left);
  const b = messageInputs(right);
  return Object.keys(a).filter((field) => a[field] !== b[field]);
}
