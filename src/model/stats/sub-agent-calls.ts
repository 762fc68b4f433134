/**
 * Which sub-agent trace file belongs to which `agent__*` call: the investigation workflow's (docs/reference/investigation-workflow.md#sub-agent-traces) "correlate via
 * timing" recipe. Agents used as tools run in the parent's process, so their model calls'
 * `perf_counter` times fall between the parent's call (end of the issuing model call) and
 * the parent's next model call. A trace matches a call when its agent is the called one
 * (`ripgrep_search[1]` for `agent__ripgrep_search`) and its clock window lies inside the
 * call's. Complexity: O(calls × traces); both are small.
 */
import type { HistoryMessage, PerfWindow } from "../session";

/** A little slack for clock rounding between the two files. */
const SLACK_SEC = 0.5;

export interface SubAgentTraceRef {
  id: string;
  agent: string;
  perfWindow: PerfWindow | null;
}

export interface SubAgentCall {
  messageIndex: number;
  callId: string;
  /** The called agent, without the `agent__` prefix. */
  agent: string;
  /** The call's own time (`timing_ms` of its result). */
  durationMs: number | null;
  window: PerfWindow | null;
  traceId: string | null;
}

export function correlateSubAgentCalls(
  messages: readonly HistoryMessage[],
  traces: readonly SubAgentTraceRef[],
): SubAgentCall[] {
  const timings = new Map<string, number | null>();
  for (const message of messages)
    for (const [id, timing] of Object.entries(message.toolTimings))
      timings.set(id, timing.timingMs);
  const used = new Set<string>();
  const calls: SubAgentCall[] = [];
  messages.forEach((message, position) => {
    for (const call of message.toolCalls) {
      if (!call.name.startsWith("agent__")) continue;
      const agent = call.name.slice("agent__".length);
      const window = callWindow(
        messages,
        position,
        timings.get(call.id) ?? null,
      );
      const trace = window
        ? traces.find(
            (candidate) =>
              !used.has(candidate.id) &&
              baseAgent(candidate.agent) === agent &&
              candidate.perfWindow !== null &&
              candidate.perfWindow.start >= window.start - SLACK_SEC &&
              candidate.perfWindow.end <= window.end + SLACK_SEC,
          )
        : undefined;
      if (trace) used.add(trace.id);
      calls.push({
        messageIndex: message.index,
        callId: call.id,
        agent,
        durationMs: timings.get(call.id) ?? null,
        window,
        traceId: trace?.id ?? null,
      });
    }
  });
  return calls;
}

/** From the issuing call's end to the next model call's start (or the call's own duration). */
function callWindow(
  messages: readonly HistoryMessage[],
  position: number,
  durationMs: number | null,
): PerfWindow | null {
  const start = messages[position]!.timing?.endPerf;
  if (start == null) return null;
  const next = messages
    .slice(position + 1)
    .find((m) => m.role === "assistant" && m.timing?.startPerf != null);
  const nextStart = next?.timing?.startPerf;
  if (nextStart != null && nextStart >= start) return { start, end: nextStart };
  return durationMs !== null ? { start, end: start + durationMs / 1000 } : null;
}

/** `ripgrep_search[1]` → `ripgrep_search`: clone instances are named with their ordinal. */
function baseAgent(name: string): string {
  return name.replace(/\[\d+\]$/, "");
}
