/**
 * What a conversation reply (a fast-agent assistant message) was sent: the conversation
 * before it — every user message, earlier reply and tool call with its result, in order.
 * A reply step holds only what it wrote, so its inputs are read from the whole trace.
 *
 * For the run diff, `conversationPrefixIds` names each step's "conversation before" with a
 * small integer, interned across both traces: two replies saw the same conversation iff
 * their ids are equal. One pass per trace; each entry is stringified once (O(total size)),
 * and no prefix is ever copied, so a long history does not cost O(n²).
 *
 * Not done: the system prompt and tool list a fast-agent history does not record.
 */
import type { RunTrace, Step } from "../run";
import { ioText, isConversationReply, stepResult } from "./step-io";

/** One step as a message of the conversation; null for steps that are not one (a bare turn). */
function conversationEntry(step: Step): unknown {
  if (step.message?.role === "user")
    return { role: "user", content: step.message.content };
  if (isConversationReply(step))
    return { role: "assistant", content: step.message!.content };
  if (step.kind === "TOOL")
    return {
      role: "tool",
      name: step.name,
      arguments: step.tool?.parameters ?? null,
      result: stepResult(step),
      isError: step.isError,
    };
  return null;
}

function entryText(step: Step): string | null {
  if (step.message?.role === "user") return `user\n${ioText(step, "inputs")}`;
  if (isConversationReply(step)) return `assistant\n${ioText(step, "result")}`;
  if (step.kind === "TOOL")
    return `tool ${step.name} ${step.isError}\n${ioText(step, "inputs")}\n${ioText(step, "result")}`;
  return null;
}

/** The inputs of a conversation reply: its model and the conversation before it. */
export function replyInputs(trace: RunTrace, step: Step): unknown {
  const conversation: unknown[] = [];
  // Steps are stored in pre-order, which is the order of the history's messages.
  for (let index = 0; index < step.index; index++) {
    const entry = conversationEntry(trace.steps[index]!);
    if (entry !== null) conversation.push(entry);
  }
  return { model: step.llm?.model ?? null, conversation };
}

/** Interning tables shared by the two traces of one diff. */
export interface PrefixTables {
  entries: Map<string, number>;
  prefixes: Map<string, number>;
}

export const newPrefixTables = (): PrefixTables => ({
  entries: new Map(),
  prefixes: new Map(),
});

/** Per step, the id of the conversation before it (0 = nothing before it). */
export function conversationPrefixIds(
  trace: RunTrace,
  tables: PrefixTables,
): Int32Array {
  const ids = new Int32Array(trace.steps.length);
  let prefix = 0;
  for (const step of trace.steps) {
    ids[step.index] = prefix;
    const text = entryText(step);
    if (text === null) continue;
    let entry = tables.entries.get(text);
    if (entry === undefined) {
      entry = tables.entries.size;
      tables.entries.set(text, entry);
    }
    const key = `${prefix}:${entry}`;
    let next = tables.prefixes.get(key);
    if (next === undefined) {
      next = tables.prefixes.size + 1;
      tables.prefixes.set(key, next);
    }
    prefix = next;
  }
  return ids;
}
