import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCount } from "../../model/format/number";
import type { NormalizedHistory, SessionSummary } from "../../model/session";
import { correlateSubAgentCalls } from "../../model/stats/sub-agent-calls";
import { timingWords } from "../../model/stats/timing-words";
import type {
  HistoryStats,
  ToolNameStats,
} from "../../model/stats/history-stats";
import { DataText } from "../../ui/DataText";
import { StatsTable } from "./StatsTable";
import { StepLink } from "./StepLink";

const d = (ms: number | null) => formatDuration(ms);

/** The statistics recipes of docs/reference/investigation-workflow.md#session-statistics, each a table: LLM calls, slowest calls, tools, sub-agents, timeline, rate. */
export function SessionStatsPanel({
  stats,
  history,
  traces,
}: {
  stats: HistoryStats;
  history: NormalizedHistory;
  /** Sub-agent trace files saved during the session, to match with its agent__ calls. */
  traces: SessionSummary[];
}) {
  const subAgentCalls = useMemo(
    () =>
      correlateSubAgentCalls(
        history.messages,
        traces.map((trace) => ({
          id: trace.id,
          agent: trace.activeAgent ?? "",
          perfWindow: trace.perfWindow,
        })),
      ),
    [history, traces],
  );
  const stepOf = (messageIndex: number) => {
    const index = history.stepByMessage.get(messageIndex);
    return index === undefined ? (
      String(messageIndex)
    ) : (
      <StepLink path={history.trace.steps[index]!.path}>
        {messageIndex}
      </StepLink>
    );
  };
  const { llm, rate, tokens } = stats;
  const timing = timingWords(rate);
  const toolRows = (tools: ToolNameStats[]) =>
    tools.map((tool) => [
      <DataText className="font-mono" text={tool.name} />,
      tool.count,
      tool.count > tool.timedCount ? `${tool.count - tool.timedCount}` : "",
      tool.errorCount || "",
      // No timed call: the own time is unknown, not 0 ms.
      tool.timedCount > 0 ? d(tool.totalMs) : "—",
      d(tool.avgMs),
      d(tool.maxMs),
      d(tool.issuingLlmMs),
    ]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StatsTable
        title="Message rate"
        headings={["", "value"]}
        rows={[
          [
            "Messages (user / assistant)",
            `${rate.messages} (${stats.userMessages} / ${stats.assistantMessages})`,
          ],
          ["LLM calls", timing.llmCalls],
          ["Total LLM time", timing.totalLlm],
          ["Total tool time", timing.totalTool],
          [
            "Session span (first start → last end, per process)",
            rate.spanSec === null ? "—" : d(rate.spanSec * 1000),
          ],
          [
            "Messages per minute",
            rate.messagesPerMinute === null
              ? "—"
              : rate.messagesPerMinute.toFixed(1),
          ],
          [
            "Tokens in / out",
            `${tokens.input === null ? "—" : formatCount(tokens.input)} / ${tokens.output === null ? "—" : formatCount(tokens.output)}`,
          ],
          ["Cost", formatCost(tokens.costUsd)],
        ]}
        empty=""
      />
      <StatsTable
        title="LLM calls"
        note="fast-agent-timing duration_ms of each assistant message"
        headings={["count", "total", "average", "max", "min"]}
        rows={
          llm.count === 0
            ? []
            : [
                [
                  llm.count,
                  d(llm.totalMs),
                  d(llm.avgMs),
                  d(llm.maxMs),
                  d(llm.minMs),
                ],
              ]
        }
        empty="No assistant message carries a fast-agent-timing channel."
      />
      <StatsTable
        title="Slowest LLM calls"
        headings={[
          "message",
          "duration",
          "first token",
          "model",
          "then called",
        ]}
        rows={stats.slowestLlmCalls.map((call) => [
          stepOf(call.messageIndex),
          d(call.durationMs),
          d(call.ttftMs),
          <span className="whitespace-nowrap font-mono text-xs">
            {call.model ?? "—"}
          </span>,
          <DataText
            className="font-mono text-xs"
            text={call.toolNames.join(", ") || "—"}
          />,
        ])}
        empty="No timed model calls."
      />
      <StatsTable
        title="Tool calls by name"
        note="own time is the call's recorded time (timing_ms); the average is over timed calls only (an unanswered call has no timing); LLM time is the model time of the messages whose first call is this tool (total_llm_ms in the jq recipe)"
        headings={[
          "tool",
          "calls",
          "untimed",
          "errors",
          "own time",
          "average",
          "max",
          "LLM time",
        ]}
        rows={toolRows(stats.toolsByName)}
        empty="No tool calls."
      />
      <StatsTable
        title="Sub-agent calls by agent"
        note="calls to agents used as tools (agent__*) and to the subagent tool; own time is the sub-agent's whole run"
        headings={[
          "agent",
          "calls",
          "untimed",
          "errors",
          "own time",
          "average",
          "max",
          "LLM time",
        ]}
        rows={toolRows(stats.subAgents)}
        empty="No sub-agent calls."
      />
      <StatsTable
        title="Sub-agent calls and their traces"
        note="a trace file matches a call when its model calls' clock falls between the call and the parent's next model call"
        headings={["message", "agent", "own time", "trace file"]}
        rows={subAgentCalls.map((call) => [
          stepOf(call.messageIndex),
          <DataText className="font-mono" text={call.agent} />,
          d(call.durationMs),
          call.traceId ? (
            <Link
              to="/sessions/$sessionId"
              params={{ sessionId: call.traceId }}
              className="font-mono text-xs text-accent underline"
            >
              {call.traceId}
            </Link>
          ) : (
            <span className="text-slate-500">none saved in this window</span>
          ),
        ])}
        empty="No agent__ calls."
      />
      <StatsTable
        title="Session timeline"
        note="first start to last end on the process clock (perf_counter); a new segment starts where the clock restarts, i.e. a resumed session"
        headings={[
          "segment",
          "messages",
          "start → end (s)",
          "duration",
          "LLM calls",
        ]}
        rows={stats.timeline.map((segment, index) => [
          index + 1,
          <span>
            {stepOf(segment.firstMessage)}–{stepOf(segment.lastMessage)}
          </span>,
          `${segment.startPerf.toFixed(1)} → ${segment.endPerf.toFixed(1)}`,
          d(segment.durationSec * 1000),
          segment.llmCalls,
        ])}
        empty="No model call carries start and end times."
      />
    </div>
  );
}
