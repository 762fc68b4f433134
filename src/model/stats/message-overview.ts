/**
 * The "message overview" and "tool call correlation" recipes (docs/reference/investigation-workflow.md#message-overview) as rows: per message,
 * its role and stop reason, the ids it calls and whether the next message answers each,
 * the ids it answers and whether the message before called each. Complexity: O(messages + calls).
 */
import { blocksText } from "../normalize/fast-agent-channels";
import { previewText } from "../normalize/fast-agent-steps";
import type { HistoryMessage } from "../session";

export interface MessageOverviewRow {
  index: number;
  role: string;
  stopReason: string | null;
  isTemplate: boolean;
  timestamp: number | null;
  /** Model call time (`fast-agent-timing`), for assistant messages. */
  durationMs: number | null;
  preview: string | null;
  calls: { id: string; name: string; isAnswered: boolean }[];
  results: { id: string; isError: boolean; hasCall: boolean }[];
  hasToolResults: boolean;
  channelNames: string[];
}

export function messageOverview(
  messages: readonly HistoryMessage[],
): MessageOverviewRow[] {
  return messages.map((message, position) => {
    const next = messages[position + 1];
    const previous = messages[position - 1];
    const answered = new Set(
      next?.role === "user" ? next.toolResults.map((r) => r.id) : [],
    );
    const called = new Set(
      previous?.role === "assistant" ? previous.toolCalls.map((c) => c.id) : [],
    );
    return {
      index: message.index,
      role: message.role,
      stopReason: message.stopReason,
      isTemplate: message.isTemplate,
      timestamp: message.timestamp,
      durationMs: message.timing?.durationMs ?? null,
      preview: previewText(blocksText(message.content)),
      calls: message.toolCalls.map((call) => ({
        id: call.id,
        name: call.name,
        isAnswered: answered.has(call.id),
      })),
      results: message.toolResults.map((result) => ({
        id: result.id,
        isError: result.isError,
        hasCall: called.has(result.id),
      })),
      hasToolResults: message.hasToolResults,
      channelNames: message.channels.map((channel) => channel.name),
    };
  });
}
