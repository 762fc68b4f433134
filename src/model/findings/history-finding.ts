/**
 * What the findings of a fast-agent history say: the failure patterns of docs/reference/investigation-workflow.md#failure-patterns,
 * each found by one module of this folder over the normalised messages.
 */

export type HistoryFindingKind =
  | "unanswered-tool-call"
  | "duplicate-user-message"
  | "stop-reason-error"
  | "tool-error"
  | "tool-failure-loop";

export interface TruncationFix {
  /** The last user message with `tool_results` before the break (the recipe's N), or null. */
  lastResultIndex: number | null;
  /** Keep `messages[0:truncateTo]`: N + 1, or the broken message itself when no N exists. */
  truncateTo: number;
  /** The recipe's `jq` commands, with this file's name and numbers filled in. */
  commands: string[];
}

export interface HistoryFinding {
  kind: HistoryFindingKind;
  severity: "error" | "warning";
  title: string;
  detail: string;
  /** The message the finding is about (0-based, as `jq '.messages[N]'`). */
  messageIndex: number;
  /** The tool call it is about, when it is about one. */
  callId: string | null;
  /** The likely cause, in the workflow's words, when it names one. */
  cause: string | null;
  fix: TruncationFix | null;
}
