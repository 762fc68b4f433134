/**
 * Conversation-shaped detail that some sources record per step: the message behind the
 * step, as MCP content blocks, with its side channels (timing, usage, retries, errors,
 * provider replay data). fast-agent histories fill it; Fruxon steps leave it null.
 */
import type { Ms } from "./run";

/** An MCP content block, reduced to what a viewer shows. Binary data stays base64. */
export type ContentBlock =
  | { type: "text"; text: string }
  | { type: "image"; mimeType: string | null; data: string }
  | { type: "audio"; mimeType: string | null; data: string }
  | {
      type: "resource_link";
      uri: string;
      name: string | null;
      mimeType: string | null;
      description: string | null;
    }
  | {
      type: "resource";
      uri: string | null;
      mimeType: string | null;
      text: string | null;
      /** Length of a base64 `blob`, which is not shown inline. */
      blobChars: number | null;
    }
  /** A block of a type this viewer does not know; shown as JSON. */
  | { type: "other"; label: string; raw: unknown };

/** What kind of side data a channel carries, which decides how the inspector shows it. */
export type ChannelKind =
  | "reasoning"
  | "timing"
  | "tool-timing"
  | "tool-metadata"
  | "usage"
  | "retry"
  | "error"
  | "provider-raw"
  | "other";

export interface MessageChannel {
  name: string;
  kind: ChannelKind;
  blocks: ContentBlock[];
}

/** The model call's clock: `startPerf`/`endPerf` are process-monotonic seconds, not epoch. */
export interface LlmTiming {
  durationMs: number | null;
  ttftMs: number | null;
  timeToResponseMs: number | null;
  startPerf: number | null;
  endPerf: number | null;
}

export interface ToolTiming {
  timingMs: number | null;
  transport: string | null;
}

/** Token usage of one model call, from either usage payload generation. */
export interface UsageDetail {
  /** `v2`: `fast-agent.usage/v2` with provider attempts; `v1`: `{turn, raw_usage, summary}`. */
  schema: "v1" | "v2" | "unknown";
  provider: string | null;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  totalTokens: number | null;
  cacheReadTokens: number | null;
  cacheWriteTokens: number | null;
  reasoningTokens: number | null;
  toolCalls: number | null;
  costUsd: number | null;
  /** v2: how many provider attempts the call took (retries included). */
  providerAttempts: number | null;
  /** v1: how full the context window was, in percent. */
  contextPercent: number | null;
  /**
   * When fast-agent recorded this usage (its `timestamp`, epoch seconds → ms, UTC): the
   * model's answer had arrived. v2: the last provider attempt's.
   */
  recordedAtMs: number | null;
}

export interface RetryAttempt {
  attempt: number | null;
  maxAttempts: number | null;
  waitSeconds: number | null;
  errorType: string | null;
  errorMessage: string | null;
  reason: string | null;
  boundary: string | null;
}

export interface RetryDetail {
  providerAttempts: number | null;
  retries: RetryAttempt[];
}

/** The message (or, for a tool call, the call and its paired result) behind a step. */
export interface MessageDetail {
  role: string;
  /** Position in the history file's `messages` (0-based, as `jq '.messages[N]'`). */
  messageIndex: number;
  /** For a tool step: where its result is, when there is one. */
  resultMessageIndex: number | null;
  content: ContentBlock[];
  channels: MessageChannel[];
  stopReason: string | null;
  phase: string | null;
  isTemplate: boolean;
  /** Wall-clock time the message entered history (UTC), when recorded. */
  timestamp: Ms | null;
  timing: LlmTiming | null;
  toolTiming: ToolTiming | null;
  usage: UsageDetail | null;
  retries: RetryDetail | null;
  /** Text of the `fast-agent-error` channel. */
  errorText: string | null;
  /** Per-call runtime metadata (`fast-agent-tool-metadata`), result `_meta`, `structuredContent`. */
  extras: Record<string, unknown>;
}
