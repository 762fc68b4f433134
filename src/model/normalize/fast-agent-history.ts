/**
 * A fast-agent history → the same `RunTrace` a Fruxon run becomes, so the step tree,
 * filter, error navigation and inspector work on it unchanged.
 *
 *   1  USER       "find where the session id is generated"    (a user turn)
 *   1.1  ASSISTANT  → execute, execute   TOOL_USE · 1.5s       (one model call)
 *   1.1.1  TOOL  execute   SUCCESS · 21ms                       (call + its paired result)
 *   1.1.2  TOOL  execute   ERROR · 18ms  ✗ process exit code 1
 *   1.2  ASSISTANT  "The id comes from …"   END_TURN · 2.8s
 *
 * Tool results travel in the next `user` message; they are paired with their calls by
 * correlation id, never by position (parallel calls put several ids in each). A user
 * message that only carries results is folded into the tool steps; any other user message
 * opens a new turn. A call that no message answers becomes an UNANSWERED error step.
 *
 * Approach: one pass over the messages, appending steps in pre-order (a turn, then its
 * model calls, each followed by its tool calls), with a map of calls awaiting results.
 * Complexity: O(messages + calls). Not done here: findings and statistics (see
 * `findings/` and `stats/history-stats.ts`), which read the messages directly.
 */
import type { MessageDetail } from "../conversation";
import { asMs, asStepPath, type RunTrace, type Step } from "../run";
import type { HistoryMessage, NormalizedHistory } from "../session";
import { createStep, type StepFields } from "./create-step";
import { toUpperSnake } from "./enums";
import { blocksText } from "./fast-agent-channels";
import { readHistoryMessages } from "./fast-agent-message";
import {
  isSubAgentTool,
  llmStepFields,
  toolIdentityOf,
  turnName,
} from "./fast-agent-steps";

const ERROR_STOP_REASONS = new Set(["error", "timeout", "maxIterations"]);
export const UNANSWERED_ERROR =
  "No tool result: no tool_results entry answers this call";

/** Normalises a history file; throws `WireFormatError` when `json` is not a history. */
export function normalizeFastAgentHistory(
  json: unknown,
  options: { agent?: string | null } = {},
): NormalizedHistory {
  const { format, fileMessageCount, messages } = readHistoryMessages(json);
  const builder = new TraceBuilder();
  for (const message of messages) builder.add(message);
  const trace = builder.finish(messages, options.agent ?? null);
  const problems = messages.flatMap((message) => message.problems);
  return {
    format,
    fileMessageCount,
    messages,
    trace: { ...trace, problems },
    stepByMessage: builder.stepByMessage,
    problems,
  };
}

/** Carries the walk's state; a class only to keep the one-pass bookkeeping in one place. */
class TraceBuilder {
  readonly steps: Step[] = [];
  readonly roots: number[] = [];
  readonly stepByMessage = new Map<number, number>();
  private turn = -1;
  private llm = -1;
  /** Correlation id → the tool step waiting for its result. */
  private readonly pending = new Map<string, number>();

  add(message: HistoryMessage) {
    if (message.role === "user" && message.toolResults.length > 0) {
      this.addResults(message);
    } else if (message.role === "assistant") {
      if (this.turn < 0) this.openTurn(null);
      this.addModelCall(message);
    } else {
      this.openTurn(message);
    }
  }

  private openTurn(message: HistoryMessage | null) {
    const index = this.append(-1, {
      id: message ? `messages[${message.index}]` : null,
      kind: "FLOW_STEP",
      type: message
        ? message.role === "user"
          ? "USER"
          : (toUpperSnake(message.role) ?? "MESSAGE")
        : "TURN",
      name: message
        ? turnName(message)
        : "(the history starts without a user message)",
      // A turn's name is what the person typed; aligned, turns pair by position instead.
      alignKey: "TURN",
      tags: message?.isTemplate ? ["template"] : [],
      message: message ? messageDetail(message, "user") : null,
      startTime: message?.timestamp ?? null,
      endTime: message?.timestamp ?? null,
      raw: message?.raw ?? null,
    });
    if (message) this.stepByMessage.set(message.index, index);
    this.turn = index;
    this.llm = -1;
  }

  private addModelCall(message: HistoryMessage) {
    const stop = message.stopReason;
    const isError = stop !== null && ERROR_STOP_REASONS.has(stop);
    const text = blocksText(message.content);
    const duration = message.timing?.durationMs ?? null;
    const tags = [
      ...(message.isTemplate ? ["template"] : []),
      ...(message.toolCalls.length > 1
        ? [`parallel ×${message.toolCalls.length}`]
        : []),
      ...(message.retries && message.retries.retries.length > 0
        ? [`retried ×${message.retries.retries.length}`]
        : []),
    ];
    const index = this.append(this.turn, {
      id: `messages[${message.index}]`,
      kind: "LLM_STEP",
      type: "ASSISTANT",
      // Paired by the tools it called, not by the text it wrote.
      alignKey: `ASSISTANT:${message.toolCalls.map((call) => call.name).join(",")}`,
      ...llmStepFields(message, text),
      status: toUpperSnake(stop),
      isError,
      error: isError
        ? (message.errorText ?? text ?? `stop_reason ${stop}`)
        : null,
      durationMs: duration === null ? null : asMs(duration),
      startTime:
        message.timestamp !== null && duration !== null
          ? asMs(message.timestamp - duration)
          : null,
      endTime: message.timestamp,
      tags,
      message: messageDetail(message, "assistant"),
      raw: message.raw,
    });
    this.stepByMessage.set(message.index, index);
    this.llm = index;
    this.extendTurn(message);
    for (const call of message.toolCalls) {
      const isSubAgent = isSubAgentTool(call.name);
      const toolIndex = this.append(index, {
        id: call.id,
        kind: "TOOL",
        type: "TOOL",
        name: call.name,
        tags: isSubAgent ? ["sub-agent"] : [],
        tool: {
          tool: toolIdentityOf(call.name),
          displayName: call.name,
          toolType: isSubAgent ? "AGENT_TOOL" : null,
          parameters: call.arguments,
          resultDelivery: null,
          cost: null,
        },
        message: {
          ...messageDetail(message, "tool"),
          content: [],
          channels: [],
        },
        raw: call.raw,
      });
      this.pending.set(call.id, toolIndex);
    }
  }

  private addResults(message: HistoryMessage) {
    let first = -1;
    for (const result of message.toolResults) {
      let index = this.pending.get(result.id);
      if (index === undefined) {
        if (this.turn < 0) this.openTurn(null);
        index = this.append(this.llm >= 0 ? this.llm : this.turn, {
          id: result.id,
          kind: "TOOL",
          type: "TOOL",
          name: "(result without a call)",
          tags: ["orphan result"],
          problems: [`No tool call with id ${result.id} precedes this result.`],
          raw: result.raw,
        });
      }
      this.pending.delete(result.id);
      if (first < 0) first = index;
      const step = this.steps[index]!;
      const timing = message.toolTimings[result.id] ?? null;
      const text = blocksText(result.content);
      const end = message.timestamp;
      this.steps[index] = {
        ...step,
        status: result.isError ? "ERROR" : "SUCCESS",
        isError: result.isError,
        error: result.isError
          ? (text?.slice(0, 300) ?? message.errorText ?? "isError: true")
          : null,
        durationMs: timing?.timingMs != null ? asMs(timing.timingMs) : null,
        endTime: end,
        startTime:
          end !== null && timing?.timingMs != null
            ? asMs(end - timing.timingMs)
            : null,
        result: {
          strValue: text,
          jsonValue:
            text === null ? (result.structuredContent ?? result.raw) : null,
          fileLink: null,
        },
        message: {
          ...(step.message ?? messageDetail(message, "tool")),
          resultMessageIndex: message.index,
          content: result.content,
          channels: message.channels,
          toolTiming: timing,
          errorText: message.errorText,
          extras: compact({
            metadata: message.toolMetadata[result.id],
            structuredContent: result.structuredContent,
            _meta: result.meta,
          }),
        },
      };
    }
    if (first >= 0) this.stepByMessage.set(message.index, first);
    this.extendTurn(message);
  }

  /** A turn ends when its last message does. */
  private extendTurn(message: HistoryMessage) {
    const turn = this.steps[this.turn];
    if (turn && message.timestamp !== null)
      this.steps[this.turn] = { ...turn, endTime: message.timestamp };
  }

  private append(parent: number, fields: StepFields): number {
    const index = this.steps.length;
    const siblings = parent >= 0 ? this.steps[parent]!.children : this.roots;
    const path =
      parent >= 0
        ? `${this.steps[parent]!.path}.${siblings.length + 1}`
        : String(siblings.length + 1);
    siblings.push(index);
    this.steps.push(
      createStep(
        {
          index,
          path: asStepPath(path),
          parent,
          depth: parent >= 0 ? this.steps[parent]!.depth + 1 : 0,
        },
        fields,
      ),
    );
    return index;
  }

  finish(
    messages: HistoryMessage[],
    agent: string | null,
  ): Omit<RunTrace, "problems"> {
    for (const index of this.pending.values()) {
      this.steps[index] = {
        ...this.steps[index]!,
        status: "UNANSWERED",
        isError: true,
        error: UNANSWERED_ERROR,
      };
    }
    for (const root of this.roots) this.setTurnDuration(root);
    const byPath = new Map<string, number>();
    const errorIndexes: number[] = [];
    for (const step of this.steps) {
      byPath.set(step.path, step.index);
      if (step.isError) errorIndexes.push(step.index);
    }
    const stamps = messages.map((m) => m.timestamp).filter((t) => t !== null);
    return {
      generation: "conversation",
      status: historyStatus(messages, this.pending.size > 0),
      runType: null,
      rootExecutionId: null,
      waitingFor: null,
      agentId: agent,
      agentRevision: null,
      startTime: stamps.length > 0 ? stamps[0]! : null,
      endTime: stamps.length > 0 ? stamps[stamps.length - 1]! : null,
      steps: this.steps,
      roots: this.roots,
      errorIndexes,
      byPath,
    };
  }

  /**
   * A turn's span on the process clock: first model call's start to last one's end, when
   * every call has both and they run forward (a resumed process restarts the clock).
   */
  private setTurnDuration(turnIndex: number) {
    const turn = this.steps[turnIndex]!;
    let start: number | null = null;
    let end: number | null = null;
    for (const child of turn.children) {
      const timing = this.steps[child]!.message?.timing;
      if (this.steps[child]!.kind !== "LLM_STEP") continue;
      if (timing?.startPerf == null || timing.endPerf == null) return;
      if (end !== null && timing.startPerf < end) return;
      start ??= timing.startPerf;
      end = timing.endPerf;
    }
    if (start !== null && end !== null)
      this.steps[turnIndex] = {
        ...turn,
        durationMs: asMs((end - start) * 1000),
      };
  }
}

function historyStatus(
  messages: HistoryMessage[],
  hasUnanswered: boolean,
): string | null {
  if (hasUnanswered) return "INTERRUPTED";
  const last = [...messages].reverse().find((m) => m.role === "assistant");
  if (!last) return null;
  if (last.stopReason !== null && ERROR_STOP_REASONS.has(last.stopReason))
    return "FAILED";
  return last.stopReason === "endTurn"
    ? "COMPLETED"
    : toUpperSnake(last.stopReason);
}

function messageDetail(message: HistoryMessage, role: string): MessageDetail {
  return {
    role,
    messageIndex: message.index,
    resultMessageIndex: null,
    content: message.content,
    channels: message.channels,
    stopReason: message.stopReason,
    phase: message.phase,
    isTemplate: message.isTemplate,
    timestamp: message.timestamp,
    timing: message.timing,
    toolTiming: null,
    usage: message.usage,
    retries: message.retries,
    errorText: message.errorText,
    extras: {},
  };
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== null && value !== undefined,
    ),
  );
}
