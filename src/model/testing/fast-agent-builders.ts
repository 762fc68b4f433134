/**
 * Builders for hand-made fast-agent histories in tests: wire-shaped messages, written the
 * way fast-agent writes them (channels as JSON strings in text blocks).
 */
type Wire = Record<string, unknown>;

const text = (value: string) => ({ type: "text", text: value });
const jsonBlock = (value: unknown) => [text(JSON.stringify(value))];

export function userText(value: string, extra: Wire = {}): Wire {
  return { role: "user", content: [text(value)], is_template: false, ...extra };
}

export function assistantText(
  value: string,
  extra: Wire & { durationMs?: number; perf?: [number, number] } = {},
): Wire {
  const { durationMs, perf, ...rest } = extra;
  return {
    role: "assistant",
    content: [text(value)],
    channels: timingChannel(durationMs ?? 1000, perf),
    stop_reason: "endTurn",
    is_template: false,
    ...rest,
  };
}

/** An assistant message calling tools: `[id, name, arguments]` each. */
export function assistantCalls(
  calls: [string, string, unknown?][],
  extra: Wire & {
    durationMs?: number;
    perf?: [number, number];
    reasoning?: string;
  } = {},
): Wire {
  const { durationMs, perf, reasoning, ...rest } = extra;
  return {
    role: "assistant",
    content: [],
    tool_calls: Object.fromEntries(
      calls.map(([id, name, args]) => [
        id,
        { method: "tools/call", params: { name, arguments: args ?? {} } },
      ]),
    ),
    channels: {
      ...(reasoning ? { reasoning: [text(reasoning)] } : {}),
      ...timingChannel(durationMs ?? 500, perf),
    },
    stop_reason: "toolUse",
    is_template: false,
    ...rest,
  };
}

/** A user message with tool results: id → `[text, isError?, timing_ms?]`. */
export function toolResults(
  results: Record<string, [string, boolean?, number?]>,
  extra: Wire = {},
): Wire {
  return {
    role: "user",
    content: [],
    tool_results: Object.fromEntries(
      Object.entries(results).map(([id, [value, isError]]) => [
        id,
        { content: [text(value)], isError: isError ?? false },
      ]),
    ),
    channels: {
      "fast-agent-tool-timing": jsonBlock(
        Object.fromEntries(
          Object.entries(results).map(([id, [, , timing]]) => [
            id,
            { timing_ms: timing ?? 20, transport_channel: null },
          ]),
        ),
      ),
    },
    is_template: false,
    ...extra,
  };
}

export function history(...messages: Wire[]): { messages: Wire[] } {
  return { messages };
}

function timingChannel(durationMs: number, perf?: [number, number]): Wire {
  const [start, end] = perf ?? [100, 100 + durationMs / 1000];
  return {
    "fast-agent-timing": jsonBlock({
      start_time: start,
      end_time: end,
      duration_ms: durationMs,
    }),
  };
}
