/**
 * A step's inputs or results as the diff panel shows them: `step-io.ts`, except that a
 * conversation reply's inputs are the conversation before it, read from its trace.
 * Computed for the one selected pair, so reading the trace up to the step is affordable.
 */
import { decodeNestedJson } from "../decode/json-in-strings";
import type { RunTrace, Step } from "../run";
import { replyInputs } from "./conversation-inputs";
import {
  comparableText,
  ioText,
  ioValue,
  isConversationReply,
  type IoSide,
} from "./step-io";

const readsTrace = (trace: RunTrace, step: Step, side: IoSide) =>
  side === "inputs" &&
  trace.generation === "conversation" &&
  isConversationReply(step);

export function pairSideText(
  trace: RunTrace,
  step: Step,
  side: IoSide,
): string {
  return readsTrace(trace, step, side)
    ? comparableText(replyInputs(trace, step))
    : ioText(step, side);
}

export function pairSideValue(
  trace: RunTrace,
  step: Step,
  side: IoSide,
): unknown {
  return readsTrace(trace, step, side)
    ? decodeNestedJson(replyInputs(trace, step)).value
    : ioValue(step, side);
}
