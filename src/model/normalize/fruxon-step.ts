/**
 * One Fruxon wire step → the fields of a `Step` that do not depend on its position.
 * The tree walk (position, path, parent) lives in `fruxon-trace.ts`.
 */
import {
  fruxonStepSchema,
  type FruxonLlmStepTrace,
  type FruxonResult,
  type FruxonStep,
  type FruxonToolTrace,
} from "../wire/fruxon";
import {
  asMs,
  type ConversationMessage,
  type LlmDetail,
  type Step,
  type StepKind,
  type StepResult,
  type ToolDetail,
  type ToolIdentity,
} from "../run";
import { createStep, type StepPosition } from "./create-step";
import { toMeaningfulEnum, toUpperSnake } from "./enums";
import { errorText, stringField, textOf } from "./text";

const ERROR_STATUSES = new Set(["ERROR", "FAILED", "FAILURE"]);

/** Reads one wire step; never throws. A step that fails its schema is kept, with a problem noted. */
export function readFruxonStep(
  wire: unknown,
  position: StepPosition,
): { step: Step; children: unknown[] } {
  const parsed = fruxonStepSchema.safeParse(wire);
  if (!parsed.success)
    return readMalformedStep(wire, position, parsed.error.issues);
  return {
    step: toStep(parsed.data, wire, position),
    children: parsed.data.steps ?? [],
  };
}

function toStep(step: FruxonStep, wire: unknown, position: StepPosition): Step {
  const type = toUpperSnake(step.type) ?? "UNSPECIFIED";
  const status = toUpperSnake(step.status);
  const error = errorText(step.error);
  const tool = step.toolTrace ? readToolTrace(step.toolTrace) : null;
  const llm = step.llmStepTrace ? readLlmStepTrace(step.llmStepTrace) : null;
  const endTime = positive(step.endTime);
  const startTime = positive(step.startTime);
  return createStep(position, {
    id: step.id === null || step.id === undefined ? null : String(step.id),
    kind: stepKind(type, step),
    type,
    name: step.displayName ?? tool?.displayName ?? tool?.tool?.label ?? type,
    status,
    isError: status !== null ? ERROR_STATUSES.has(status) : error !== null,
    error,
    startTime: startTime === null ? null : asMs(startTime),
    endTime: endTime === null ? null : asMs(endTime),
    // A step still open reports `duration: 0`; that is "unknown", not "instant".
    durationMs:
      typeof step.duration === "number" &&
      (step.duration > 0 || endTime !== null)
        ? asMs(step.duration)
        : null,
    llm,
    tool,
    hitl: step.hitlTrace ?? null,
    result: step.result ? readResult(step.result) : null,
    tags: gateTags(step.hitlTrace),
    raw: withoutChildren(wire),
  });
}

/**
 * A human gate on the step (`hitlTrace`) as a row marker, so a refund a person rejected
 * does not read as a plain SUCCESS: the decision as the wire spells it (its values are not
 * documented), or that no answer is recorded.
 */
function gateTags(hitl: unknown): string[] {
  if (hitl === null || typeof hitl !== "object" || Array.isArray(hitl))
    return [];
  const { decision, respondedAt } = hitl as Record<string, unknown>;
  const said = toMeaningfulEnum(decision);
  if (said !== null) return [`human gate: ${said}`];
  return [
    respondedAt === null || respondedAt === undefined
      ? "human gate: no answer recorded"
      : "human gate",
  ];
}

/**
 * The wire step with an array of children replaced by `[]`: they are steps of their own,
 * and a streamed trace never holds a step together with its whole subtree.
 */
export function withoutChildren(wire: unknown): unknown {
  if (wire === null || typeof wire !== "object" || Array.isArray(wire))
    return wire;
  const record = wire as Record<string, unknown>;
  if (!Array.isArray(record.steps) || record.steps.length === 0) return wire;
  return { ...record, steps: [] };
}

/**
 * The kind drives which inspector a step gets. Old-generation steps say `type: "Unknown"`
 * for everything, so the payload decides when the type does not.
 */
function stepKind(type: string, step: FruxonStep): StepKind {
  if (type === "FLOW_STEP" || type === "LLM_STEP" || type === "TOOL")
    return type;
  if (step.toolTrace) return "TOOL";
  if (step.llmStepTrace) return "LLM_STEP";
  return "OTHER";
}

function readMalformedStep(
  wire: unknown,
  position: StepPosition,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): { step: Step; children: unknown[] } {
  const record =
    wire !== null && typeof wire === "object"
      ? (wire as Record<string, unknown>)
      : {};
  const children = Array.isArray(record.steps)
    ? (record.steps as unknown[])
    : [];
  const problems = issues
    .slice(0, 5)
    .map(
      (issue) =>
        `${issue.path.map(String).join(".") || "(step)"}: ${issue.message}`,
    );
  return {
    step: createStep(position, {
      id: typeof record.id === "string" ? record.id : null,
      type: toUpperSnake(record.type) ?? "MALFORMED",
      name:
        typeof record.displayName === "string"
          ? record.displayName
          : "(unreadable step)",
      problems: [
        `This step does not match the documented shape: ${problems.join("; ")}`,
      ],
      raw: withoutChildren(wire),
    }),
    children,
  };
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}

export function toolIdentity(
  ref: { integrationId?: string | null; id?: string | null } | null | undefined,
): ToolIdentity | null {
  if (!ref) return null;
  const integrationId = ref.integrationId ?? null;
  const toolId = ref.id ?? null;
  if (integrationId === null && toolId === null) return null;
  return {
    integrationId,
    toolId,
    label: [integrationId, toolId].filter(Boolean).join("/"),
  };
}

function readToolTrace(trace: FruxonToolTrace): ToolDetail {
  const delivery = trace.resultDelivery;
  return {
    tool: toolIdentity(trace.tool),
    displayName: trace.displayName ?? null,
    toolType: toMeaningfulEnum(trace.toolType),
    parameters: trace.parameters ?? null,
    resultDelivery: delivery
      ? {
          originalChars: delivery.originalChars ?? null,
          deliveredChars: delivery.deliveredChars ?? null,
          offloaded: delivery.offloaded ?? false,
          projected: delivery.projected ?? false,
        }
      : null,
    cost: trace.cost ?? null,
  };
}

function readResult(result: FruxonResult): StepResult {
  return {
    strValue: result.strValue ?? null,
    jsonValue: result.jsonValue ?? null,
    fileLink: result.fileLink ?? null,
  };
}

function readLlmStepTrace(trace: FruxonLlmStepTrace): LlmDetail {
  return {
    providerId: trace.providerId ?? null,
    model: trace.model ?? null,
    tokens: {
      input: trace.inputTokens ?? null,
      output: trace.outputTokens ?? null,
      cached: trace.cachedTokens ?? null,
      thinking: trace.thinkingTokens ?? null,
    },
    costs: {
      input: trace.inputCost ?? null,
      output: trace.outputCost ?? null,
      cached: trace.cachedCost ?? null,
      thinking: trace.thinkingCost ?? null,
      total:
        trace.totalCost ??
        sumOrNull([trace.inputCost, trace.outputCost, trace.thinkingCost]),
    },
    systemInstructions: readMessages(trace.systemInstructions, "system"),
    reasoningBlocks: asArray(trace.reasoningBlocks)
      .map((block) => textOf(block))
      .filter((text): text is string => text !== null),
    messages: readMessages(trace.llmMessages, "message"),
    tools: asArray(trace.tools)
      .map((tool) =>
        typeof tool === "string"
          ? { integrationId: null, toolId: tool, label: tool }
          : toolIdentity(
              tool as
                | { integrationId?: string | null; id?: string | null }
                | null
                | undefined,
            ),
      )
      .filter((tool): tool is ToolIdentity => tool !== null),
    serverToolInvocations: asArray(trace.serverToolInvocations),
  };
}

function readMessages(
  value: unknown,
  defaultRole: string,
): ConversationMessage[] {
  // `systemInstructions` is documented as an array; a plain string is accepted as one message.
  const items = typeof value === "string" ? [value] : asArray(value);
  return items.map((item) => ({
    role: (stringField(item, "role") ?? defaultRole).toLowerCase(),
    author: stringField(item, "author"),
    text: textOf(item),
    raw: item,
  }));
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function sumOrNull(values: (number | null | undefined)[]): number | null {
  const present = values.filter(
    (value): value is number => typeof value === "number",
  );
  return present.length === 0
    ? null
    : present.reduce((sum, value) => sum + value, 0);
}
