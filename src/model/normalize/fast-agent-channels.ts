/**
 * Content blocks and side channels of fast-agent messages.
 *
 * Channel values are arrays of content blocks, almost always `text` blocks holding a JSON
 * string (`fast-agent-timing`, `-tool-timing`, `-usage`, `-retry`). Each is parsed
 * defensively: text that is not JSON (or Python's `NaN`) yields null, never an exception.
 * Both usage payload generations are read: v2 (`fast-agent.usage/v2`, provider attempts)
 * and v1 (`{turn, raw_usage, summary}`).
 */
import type {
  ChannelKind,
  ContentBlock,
  LlmTiming,
  MessageChannel,
  RetryAttempt,
  RetryDetail,
  ToolTiming,
  UsageDetail,
} from "../conversation";
import { isObject } from "../is-object";

type Json = Record<string, unknown>;

const CHANNEL_KINDS: Readonly<Record<string, ChannelKind>> = {
  reasoning: "reasoning",
  "fast-agent-timing": "timing",
  "fast-agent-tool-timing": "tool-timing",
  "fast-agent-tool-metadata": "tool-metadata",
  "fast-agent-usage": "usage",
  "fast-agent-retry": "retry",
  "fast-agent-error": "error",
};

export function channelKind(name: string): ChannelKind {
  if (CHANNEL_KINDS[name]) return CHANNEL_KINDS[name];
  // Raw provider blocks kept for replay: large and opaque.
  if (/^(anthropic|openai|google|bedrock)-/.test(name)) return "provider-raw";
  return "other";
}

/** Blocks of a `content` value: an array (extended), one object (legacy) or a bare string. */
export function readContentBlocks(value: unknown): ContentBlock[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "string") return [{ type: "text", text: value }];
  const items = Array.isArray(value) ? value : [value];
  return items.map(readContentBlock);
}

export function readContentBlock(value: unknown): ContentBlock {
  if (!isObject(value))
    return { type: "other", label: typeof value, raw: value };
  const type = str(value.type);
  const mimeType = str(value.mimeType) ?? str(value.mime_type);
  switch (type) {
    case "text":
      return { type: "text", text: str(value.text) ?? "" };
    case "image":
    case "audio":
      return { type, mimeType, data: str(value.data) ?? "" };
    case "resource_link":
      return {
        type: "resource_link",
        uri: str(value.uri) ?? "",
        name: str(value.name),
        mimeType,
        description: str(value.description),
      };
    case "resource": {
      const resource = isObject(value.resource) ? value.resource : {};
      const blob = str(resource.blob);
      return {
        type: "resource",
        uri: str(resource.uri),
        mimeType: str(resource.mimeType) ?? str(resource.mime_type),
        text: str(resource.text),
        blobChars: blob === null ? null : blob.length,
      };
    }
    default:
      return { type: "other", label: type ?? "unknown", raw: value };
  }
}

/** Every channel, in file order, with its kind. Empty channels (old `"mcp-ui": []`) are kept. */
export function readChannels(value: unknown): MessageChannel[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([name, blocks]) => ({
    name,
    kind: channelKind(name),
    blocks: readContentBlocks(blocks),
  }));
}

/** The text of a content block list, joined by blank lines; null when it has none. */
export function blocksText(blocks: readonly ContentBlock[]): string | null {
  const texts = blocks
    .filter((block) => block.type === "text")
    .map((block) => block.text);
  return texts.length > 0 ? texts.join("\n\n") : null;
}

/** JSON held in the first text block of a channel; null when it holds none. */
export function channelJson(channel: MessageChannel | undefined): Json | null {
  if (!channel) return null;
  const text = blocksText(channel.blocks);
  return text === null ? null : parseLenientJson(text);
}

/** `JSON.parse` that also accepts Python's `NaN` / `Infinity` (written by `json.dumps`). */
export function parseLenientJson(text: string): Json | null {
  const parse = (source: string): unknown => {
    try {
      return JSON.parse(source);
    } catch {
      return undefined;
    }
  };
  let value = parse(text);
  if (value === undefined && /NaN|Infinity/.test(text))
    value = parse(text.replace(/-?\b(NaN|Infinity)\b/g, "null"));
  return isObject(value) ? value : null;
}

export function readTiming(json: Json | null): LlmTiming | null {
  if (!json) return null;
  return {
    durationMs: num(json.duration_ms),
    ttftMs: num(json.ttft_ms),
    timeToResponseMs: num(json.time_to_response_ms),
    startPerf: num(json.start_time),
    endPerf: num(json.end_time),
  };
}

/** `{<correlation-id>: {timing_ms, transport_channel}}`. */
export function readToolTimings(json: Json | null): Record<string, ToolTiming> {
  const timings: Record<string, ToolTiming> = {};
  if (!json) return timings;
  for (const [id, value] of Object.entries(json)) {
    if (!isObject(value)) continue;
    timings[id] = {
      timingMs: num(value.timing_ms),
      transport: str(value.transport_channel),
    };
  }
  return timings;
}

export function readUsage(json: Json | null): UsageDetail | null {
  if (!json) return null;
  if (Array.isArray(json.provider_attempts)) return readUsageV2(json);
  if (isObject(json.turn)) return readUsageV1(json.turn, json.summary);
  return { ...EMPTY_USAGE, schema: "unknown" };
}

const EMPTY_USAGE: UsageDetail = {
  schema: "unknown",
  provider: null,
  model: null,
  inputTokens: null,
  outputTokens: null,
  totalTokens: null,
  cacheReadTokens: null,
  cacheWriteTokens: null,
  reasoningTokens: null,
  toolCalls: null,
  costUsd: null,
  providerAttempts: null,
  contextPercent: null,
  recordedAtMs: null,
};

/** v2: one TurnUsage per provider attempt; the call's usage is their sum. */
function readUsageV2(json: Json): UsageDetail {
  const attempts = (json.provider_attempts as unknown[]).filter(isObject);
  const last = attempts[attempts.length - 1] ?? {};
  const sum = (read: (attempt: Json) => number | null) =>
    sumOrNull(attempts.map(read));
  const prompt = (attempt: Json) =>
    isObject(attempt.prompt) ? attempt.prompt : {};
  const completion = (attempt: Json) =>
    isObject(attempt.completion) ? attempt.completion : {};
  return {
    schema: "v2",
    provider: str(last.provider),
    model: str(last.model),
    inputTokens: sum((a) => num(prompt(a).total)),
    outputTokens: sum((a) => num(completion(a).total)),
    totalTokens: sum((a) => num(a.total)),
    cacheReadTokens: sum((a) => num(prompt(a).cache_read)),
    cacheWriteTokens: sum((a) => num(prompt(a).cache_write)),
    reasoningTokens: sum((a) => num(completion(a).reasoning)),
    toolCalls: sum((a) => num(a.tool_calls)),
    costUsd: sum((a) => num(a.cost_usd)),
    providerAttempts: attempts.length,
    contextPercent: null,
    recordedAtMs: epochSecondsMs(last.timestamp),
  };
}

function readUsageV1(turn: Json, summary: unknown): UsageDetail {
  const cache = isObject(turn.cache_usage) ? turn.cache_usage : {};
  return {
    schema: "v1",
    provider: str(turn.provider),
    model: str(turn.model),
    inputTokens: num(turn.input_tokens),
    outputTokens: num(turn.output_tokens),
    totalTokens: num(turn.total_tokens),
    cacheReadTokens:
      num(cache.cache_read_tokens) ?? num(cache.cache_hit_tokens),
    cacheWriteTokens: num(cache.cache_write_tokens),
    reasoningTokens: num(turn.reasoning_tokens),
    toolCalls: num(turn.tool_calls),
    costUsd: null,
    providerAttempts: null,
    contextPercent: isObject(summary)
      ? num(summary.context_usage_percentage)
      : null,
    recordedAtMs: epochSecondsMs(turn.timestamp),
  };
}

/** fast-agent's usage `timestamp` is `time.time()`: epoch seconds, fractional. */
function epochSecondsMs(value: unknown): number | null {
  const seconds = num(value);
  return seconds !== null && seconds > 0 ? Math.round(seconds * 1000) : null;
}

export function readRetries(json: Json | null): RetryDetail | null {
  if (!json) return null;
  const retries = Array.isArray(json.retries)
    ? json.retries.filter(isObject).map((retry): RetryAttempt => ({
        attempt: num(retry.attempt),
        maxAttempts: num(retry.max_attempts),
        waitSeconds: num(retry.wait_seconds),
        errorType: str(retry.error_type),
        errorMessage: str(retry.error_message),
        reason: str(retry.reason),
        boundary: isObject(retry.boundary) ? str(retry.boundary.kind) : null,
      }))
    : [];
  return { providerAttempts: num(json.provider_attempts), retries };
}

export function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

export function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function sumOrNull(values: (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0) + value;
  return total;
}
