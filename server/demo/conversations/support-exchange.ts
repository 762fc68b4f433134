/**
 * One support run of the conversation scenarios: the customer's message, what the model
 * was shown of the conversation before it, its reasoning and tool calls, and the reply —
 * as a run (trace, record, result) and the two turns it adds to the topic.
 */
import type { DemoRun, WireObject } from "../dataset";
import type { DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import { createRng } from "../prng";
import { assembleRun } from "../records";
import { jsonResult, textResult, type ChatMessage } from "../wire-builders";
import type { Person } from "../scenarios/participants";
import {
  simpleTrace,
  smallTokens,
  type SimpleToolCall,
} from "../scenarios/simple-trace";
import {
  lookupCall,
  SUPPORT_AGENT,
  SUPPORT_INSTRUCTIONS,
  SUPPORT_TOOLS,
  supportDestinations,
  supportTrigger,
} from "../scenarios/support-content";
import { llmStepId } from "./derive-topics";
import { wireTurn } from "./conversation-data";

export interface ExchangeSpec {
  /** Fixed, for named runs; drawn from the label's stream otherwise. */
  id?: string;
  label: string;
  who: Person;
  start: number;
  sessionId: string;
  question: string;
  /** The conversation the model was shown before the question (this session's turns). */
  history: readonly ChatMessage[];
  reasoning: string;
  calls: readonly SimpleToolCall[];
  reply: string;
  subject: string;
}

export interface Exchange {
  run: DemoRun;
  end: number;
  turns: WireObject[];
}

export function supportExchange(
  ctx: DemoContext,
  spec: ExchangeSpec,
): Exchange {
  const rng = createRng(`conversation:${spec.label}`);
  const id = spec.id ?? rng.uuid();
  const { traces, end } = simpleTrace(rng, {
    start: spec.start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: [spec.reasoning],
    messages: [
      ...spec.history,
      { role: "user", content: spec.question },
      { role: "assistant", content: spec.reply, author: "AGENT" },
    ],
    tools: SUPPORT_TOOLS,
    calls: [
      lookupCall(spec.who, "whatsapp", rng.int(8_300_000, 8_399_999)),
      ...spec.calls,
    ],
    result: textResult(spec.reply),
  });
  const run = assembleRun(ctx, {
    id,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start: spec.start,
    end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "ROOT",
    subject: spec.subject,
    trigger: supportTrigger(spec.who, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: spec.sessionId,
    topicId: spec.who.topicId,
    parameters: { message: spec.question },
    output: textResult(spec.reply),
    traces,
  });
  const turns = [
    wireTurn({
      id: rng.uuid(),
      role: "USER",
      author: "UNSPECIFIED",
      agentId: SUPPORT_AGENT,
      content: spec.question,
      createdAt: spec.start,
      sessionId: spec.sessionId,
    }),
    wireTurn({
      id: rng.uuid(),
      role: "ASSISTANT",
      author: "AGENT",
      agentId: SUPPORT_AGENT,
      content: spec.reply,
      createdAt: end,
      sessionId: spec.sessionId,
      executionRecordId: id,
      traceStepId: llmStepId(run),
    }),
  ];
  return { run, end, turns };
}

/** The escalation call a turn that hands the chat to a person makes. */
export function escalateCall(reason: string): SimpleToolCall {
  return {
    name: "Escalate to Human",
    tool: "system/escalate_to_human",
    parameters: { reason, priority: "high" },
    result: jsonResult({ status: "HANDED_OFF", mode: "NATIVE_HANDOFF" }),
    durationMs: 610,
  };
}

/** A turn written outside any run: a customer's message, or an operator's console reply. */
export function plainTurn(
  label: string,
  fields: {
    role: "USER" | "ASSISTANT";
    author: "HUMAN_OPERATOR" | "UNSPECIFIED";
    content: string;
    at: number;
    sessionId: string;
  },
): WireObject {
  return wireTurn({
    id: createRng(`turn:${label}`).uuid(),
    role: fields.role,
    author: fields.author,
    agentId: SUPPORT_AGENT,
    content: fields.content,
    createdAt: fields.at,
    sessionId: fields.sessionId,
  });
}
