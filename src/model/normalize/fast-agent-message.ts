/**
 * A fast-agent history file (`{messages: […]}`) → `HistoryMessage[]`.
 *
 * Per message, the shape decides the generation, as fast-agent's own loader does: a list
 * `content` is the extended format (`PromptMessageExtended`), an object is the legacy
 * `GetPromptResult` shape (pre-0.3.7), which fast-agent merges into one message per run
 * of the same role — so does this reader. Channels are decoded once here (timing, usage,
 * retries, error text), so statistics and findings never parse JSON again.
 *
 * Complexity: O(size of the file). Never throws on a message: one that does not match is
 * kept with a problem noted. Throws `WireFormatError` only when the file is not a history.
 */
import { asMs } from "../run";
import type {
  HistoryMessage,
  ToolCallEntry,
  ToolResultEntry,
} from "../session";
import {
  fastAgentHistorySchema,
  fastAgentMessageSchema,
  fastAgentToolCallSchema,
  fastAgentToolResultSchema,
} from "../wire/fast-agent";
import {
  blocksText,
  channelJson,
  readChannels,
  readContentBlocks,
  readRetries,
  readTiming,
  readToolTimings,
  readUsage,
} from "./fast-agent-channels";
import { isObject } from "../is-object";
import { WireFormatError } from "./wire-error";

export interface ReadMessagesResult {
  format: "extended" | "legacy";
  fileMessageCount: number;
  messages: HistoryMessage[];
}

/** Reads every message of a history; throws `WireFormatError` if `json` is not one. */
export function readHistoryMessages(json: unknown): ReadMessagesResult {
  const container = fastAgentHistorySchema.safeParse(json);
  if (!container.success)
    throw new WireFormatError(notAHistory(json), "history");
  const wire = container.data.messages;
  const messages: HistoryMessage[] = [];
  let legacyCount = 0;
  let previousWasLegacy = false;
  for (let index = 0; index < wire.length; index++) {
    const raw = wire[index];
    const isLegacy = isObject(raw) && isObject(raw.content);
    if (isLegacy) legacyCount++;
    const message = readMessage(raw, index);
    const last = messages[messages.length - 1];
    if (isLegacy && previousWasLegacy && last && last.role === message.role) {
      messages[messages.length - 1] = mergeMessages(last, message);
    } else {
      messages.push(message);
    }
    previousWasLegacy = isLegacy;
  }
  return {
    format:
      legacyCount > 0 && legacyCount === wire.length ? "legacy" : "extended",
    fileMessageCount: wire.length,
    messages,
  };
}

function notAHistory(json: unknown): string {
  if (isObject(json) && typeof json.schema_version === "string")
    return `this looks like an export (schema_version "${json.schema_version}"), not a fast-agent history (\`{"messages": […]}\`)`;
  if (isObject(json) && "session_id" in json && !("messages" in json))
    return "this is a session.json, not a history";
  return 'expected an object with a "messages" array';
}

export function readMessage(raw: unknown, index: number): HistoryMessage {
  const parsed = fastAgentMessageSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ...emptyMessage(index, raw),
      problems: [
        `message ${index} does not match the history format: ${parsed.error.issues
          .slice(0, 3)
          .map(
            (issue) =>
              `${issue.path.join(".") || "(message)"} ${issue.message}`,
          )
          .join("; ")}`,
      ],
    };
  }
  const wire = parsed.data;
  const problems: string[] = [];
  const channels = readChannels(wire.channels);
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const errorChannel = byName.get("fast-agent-error");
  const toolMetadata =
    channelJson(byName.get("fast-agent-tool-metadata")) ?? {};
  return {
    index,
    mergedCount: 1,
    role: wire.role,
    content: readContentBlocks(wire.content),
    toolCalls: readToolCalls(wire.tool_calls, problems),
    toolResults: readToolResults(wire.tool_results, problems),
    hasToolResults:
      wire.tool_results !== null && wire.tool_results !== undefined,
    channels,
    reasoning: (byName.get("reasoning")?.blocks ?? [])
      .map((block) => (block.type === "text" ? block.text : null))
      .filter((text): text is string => text !== null && text.trim() !== ""),
    stopReason: wire.stop_reason ?? null,
    phase: wire.phase ?? null,
    isTemplate: wire.is_template ?? false,
    timestamp: readTimestamp(wire.timestamp),
    timing: readTiming(channelJson(byName.get("fast-agent-timing"))),
    toolTimings: readToolTimings(
      channelJson(byName.get("fast-agent-tool-timing")),
    ),
    toolMetadata,
    usage: readUsage(channelJson(byName.get("fast-agent-usage"))),
    retries: readRetries(channelJson(byName.get("fast-agent-retry"))),
    errorText: errorChannel ? blocksText(errorChannel.blocks) : null,
    problems,
    raw,
  };
}

function readToolCalls(value: unknown, problems: string[]): ToolCallEntry[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([id, raw]) => {
    const call = fastAgentToolCallSchema.safeParse(raw);
    if (!call.success) {
      problems.push(`tool call ${id} has no params.name`);
      return { id, name: "(unreadable call)", arguments: null, raw };
    }
    return {
      id,
      name: call.data.params.name,
      arguments: call.data.params.arguments ?? null,
      raw,
    };
  });
}

function readToolResults(
  value: unknown,
  problems: string[],
): ToolResultEntry[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([id, raw]) => {
    const result = fastAgentToolResultSchema.safeParse(raw);
    if (!result.success) {
      problems.push(`tool result ${id} is not a CallToolResult`);
      return {
        id,
        content: [],
        isError: false,
        structuredContent: null,
        meta: null,
        raw,
      };
    }
    const wire = result.data;
    return {
      id,
      content: readContentBlocks(wire.content),
      isError: wire.isError ?? wire.is_error ?? false,
      structuredContent:
        wire.structuredContent ?? wire.structured_content ?? null,
      meta: wire._meta ?? wire.meta ?? null,
      raw,
    };
  });
}

function readTimestamp(value: string | null | undefined) {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : asMs(ms);
}

function mergeMessages(
  first: HistoryMessage,
  next: HistoryMessage,
): HistoryMessage {
  return {
    ...first,
    mergedCount: first.mergedCount + next.mergedCount,
    content: [...first.content, ...next.content],
    problems: [...first.problems, ...next.problems],
    raw: [first.raw, next.raw].flat(),
  };
}

function emptyMessage(index: number, raw: unknown): HistoryMessage {
  return {
    index,
    mergedCount: 1,
    role: isObject(raw) && typeof raw.role === "string" ? raw.role : "unknown",
    content: [],
    toolCalls: [],
    toolResults: [],
    hasToolResults: false,
    channels: [],
    reasoning: [],
    stopReason: null,
    phase: null,
    isTemplate: false,
    timestamp: null,
    timing: null,
    toolTimings: {},
    toolMetadata: {},
    usage: null,
    retries: null,
    errorText: null,
    problems: [],
    raw,
  };
}
