/**
 * The "Session statistics" recipes of docs/reference/investigation-workflow.md#session-statistics as one function over the normalised messages:
 * LLM call stats and the slowest calls, tool timings overall and by tool name, sub-agent
 * (`agent__*`) calls by agent, the session timeline and the message rate.
 *
 * Model-call clocks (`start_time`/`end_time`) are `time.perf_counter()` seconds: they
 * compare only within one process. The timeline therefore splits into segments wherever
 * the clock goes backwards (a resumed session runs in a new process), and spans are
 * summed per segment, never taken across them.
 *
 * Complexity: O(messages + calls), plus a sort of the model calls for the slowest list.
 */
import { isSubAgentTool } from "../normalize/fast-agent-steps";
import type { HistoryMessage } from "../session";

export interface DurationSummary {
  count: number;
  totalMs: number;
  avgMs: number | null;
  maxMs: number | null;
  minMs: number | null;
}

export interface LlmCallTiming {
  messageIndex: number;
  durationMs: number;
  ttftMs: number | null;
  model: string | null;
  toolNames: string[];
}

export interface ToolNameStats {
  name: string;
  isSubAgent: boolean;
  count: number;
  /** Calls with a `timing_ms`: the average divides by these, never by unanswered or untimed calls. */
  timedCount: number;
  errorCount: number;
  /** Sum of the calls' own `timing_ms` (for a sub-agent: its whole run). */
  totalMs: number;
  /** Over the timed calls only; null when none was timed. */
  avgMs: number | null;
  maxMs: number | null;
  /** The recipes' `total_llm_ms`: model time of the messages whose first call is this tool. */
  issuingLlmMs: number;
}

export interface TimelineSegment {
  /** perf_counter seconds of the segment's process: first start, last end. */
  startPerf: number;
  endPerf: number;
  durationSec: number;
  llmCalls: number;
  firstMessage: number;
  lastMessage: number;
}

export interface HistoryStats {
  messageCount: number;
  userMessages: number;
  assistantMessages: number;
  llm: DurationSummary;
  slowestLlmCalls: LlmCallTiming[];
  tools: DurationSummary;
  toolsByName: ToolNameStats[];
  subAgents: ToolNameStats[];
  timeline: TimelineSegment[];
  rate: {
    messages: number;
    /** Timed model calls (assistant messages with a `fast-agent-timing` duration). */
    llmCalls: number;
    /** Non-template assistant messages: the model turns, timed or not. */
    modelTurns: number;
    untimedModelTurns: number;
    toolCalls: number;
    /** Tool calls without a `timing_ms` (hand-written files, unanswered calls). */
    untimedToolCalls: number;
    /** Sum over the timed calls; null when none is timed (unknown, not 0). */
    totalLlmMs: number | null;
    totalToolMs: number | null;
    /** Sum of the segments' spans; null when no call has a clock. */
    spanSec: number | null;
    messagesPerMinute: number | null;
  };
  tokens: {
    input: number | null;
    output: number | null;
    total: number | null;
    costUsd: number | null;
  };
}

const SLOWEST = 10;

export function historyStats(
  messages: readonly HistoryMessage[],
): HistoryStats {
  const llmCalls: LlmCallTiming[] = [];
  const toolDurations: number[] = [];
  const byName = new Map<string, ToolNameStats>();
  const callNames = new Map<string, string>();
  let users = 0;
  let assistants = 0;
  let modelTurns = 0;
  let untimedModelTurns = 0;
  let toolCalls = 0;
  for (const message of messages) {
    if (message.role === "user") users++;
    if (message.role === "assistant") assistants++;
    for (const call of message.toolCalls) {
      toolCalls++;
      callNames.set(call.id, call.name);
      toolStats(byName, call.name).count++;
    }
    const duration = message.timing?.durationMs ?? null;
    // A template's assistant message was written, not produced by a call in this history.
    if (message.role === "assistant" && !message.isTemplate) {
      modelTurns++;
      if (duration === null) untimedModelTurns++;
    }
    if (message.role === "assistant" && duration !== null) {
      llmCalls.push({
        messageIndex: message.index,
        durationMs: duration,
        ttftMs: message.timing?.ttftMs ?? null,
        model: message.usage?.model ?? null,
        toolNames: message.toolCalls.map((call) => call.name),
      });
      const first = message.toolCalls[0];
      if (first) toolStats(byName, first.name).issuingLlmMs += duration;
    }
    for (const [id, timing] of Object.entries(message.toolTimings)) {
      if (timing.timingMs === null) continue;
      toolDurations.push(timing.timingMs);
      const stats = toolStats(byName, callNames.get(id) ?? "(unknown tool)");
      stats.totalMs += timing.timingMs;
      stats.timedCount++;
      stats.maxMs = Math.max(stats.maxMs ?? 0, timing.timingMs);
    }
    for (const result of message.toolResults)
      if (result.isError)
        toolStats(byName, callNames.get(result.id) ?? "(unknown tool)")
          .errorCount++;
  }
  const named = [...byName.values()]
    .map((stats) => ({
      ...stats,
      avgMs: stats.timedCount > 0 ? stats.totalMs / stats.timedCount : null,
    }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.totalMs - a.totalMs ||
        a.name.localeCompare(b.name),
    );
  const timeline = timelineSegments(messages);
  const llm = summarize(llmCalls.map((call) => call.durationMs));
  const tools = summarize(toolDurations);
  const spanSec =
    timeline.length > 0
      ? timeline.reduce((sum, s) => sum + s.durationSec, 0)
      : null;
  return {
    messageCount: messages.length,
    userMessages: users,
    assistantMessages: assistants,
    llm,
    slowestLlmCalls: [...llmCalls]
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, SLOWEST),
    tools,
    toolsByName: named.filter((stats) => !stats.isSubAgent),
    subAgents: named.filter((stats) => stats.isSubAgent),
    timeline,
    rate: {
      messages: messages.length,
      llmCalls: llm.count,
      modelTurns,
      untimedModelTurns,
      toolCalls,
      untimedToolCalls: Math.max(0, toolCalls - tools.count),
      totalLlmMs: llm.count > 0 ? llm.totalMs : null,
      totalToolMs: tools.count > 0 ? tools.totalMs : null,
      spanSec,
      messagesPerMinute:
        spanSec !== null && spanSec > 0
          ? messages.length / (spanSec / 60)
          : null,
    },
    tokens: historyTokens(messages),
  };
}

/**
 * Token and cost totals of the messages' `fast-agent-usage`: the one sum behind the Stats
 * panel and the sessions list's Usage column. Null where no message records that number.
 */
export function historyTokens(
  messages: readonly HistoryMessage[],
): HistoryStats["tokens"] {
  const tokens: HistoryStats["tokens"] = {
    input: null,
    output: null,
    total: null,
    costUsd: null,
  };
  for (const { usage } of messages) {
    if (!usage) continue;
    tokens.input = add(tokens.input, usage.inputTokens);
    tokens.output = add(tokens.output, usage.outputTokens);
    tokens.total = add(tokens.total, usage.totalTokens);
    tokens.costUsd = add(tokens.costUsd, usage.costUsd);
  }
  return tokens;
}

/** Segments of the process clock: a new one wherever a call starts before the last one ended. */
export function timelineSegments(
  messages: readonly HistoryMessage[],
): TimelineSegment[] {
  const segments: TimelineSegment[] = [];
  let current: TimelineSegment | null = null;
  for (const message of messages) {
    const timing = message.timing;
    if (
      message.role !== "assistant" ||
      timing?.startPerf == null ||
      timing.endPerf == null
    )
      continue;
    if (current && timing.startPerf >= current.endPerf) {
      current.endPerf = timing.endPerf;
      current.lastMessage = message.index;
      current.llmCalls++;
      current.durationSec = current.endPerf - current.startPerf;
      continue;
    }
    current = {
      startPerf: timing.startPerf,
      endPerf: timing.endPerf,
      durationSec: timing.endPerf - timing.startPerf,
      llmCalls: 1,
      firstMessage: message.index,
      lastMessage: message.index,
    };
    segments.push(current);
  }
  return segments;
}

export function summarize(values: readonly number[]): DurationSummary {
  if (values.length === 0)
    return { count: 0, totalMs: 0, avgMs: null, maxMs: null, minMs: null };
  let total = 0;
  let max = -Infinity;
  let min = Infinity;
  for (const value of values) {
    total += value;
    if (value > max) max = value;
    if (value < min) min = value;
  }
  return {
    count: values.length,
    totalMs: total,
    avgMs: total / values.length,
    maxMs: max,
    minMs: min,
  };
}

function toolStats(
  byName: Map<string, ToolNameStats>,
  name: string,
): ToolNameStats {
  let stats = byName.get(name);
  if (!stats) {
    stats = {
      name,
      isSubAgent: isSubAgentTool(name),
      count: 0,
      timedCount: 0,
      errorCount: 0,
      totalMs: 0,
      avgMs: null,
      maxMs: null,
      issuingLlmMs: 0,
    };
    byName.set(name, stats);
  }
  return stats;
}

function add(sum: number | null, value: number | null): number | null {
  return value === null ? sum : (sum ?? 0) + value;
}
