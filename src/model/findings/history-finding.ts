/**
 * A fast-agent history's findings are `Finding`s (see `finding.ts`), each also carrying the
 * message it is about (0-based, as `jq '.messages[N]'`) and the tool call, when it is about
 * one; `history-findings.ts` turns those into the step to select.
 */
import { makeFinding, type Finding } from "./finding";

export interface HistoryFinding extends Finding {
  messageIndex: number;
  callId: string | null;
}

export function makeHistoryFinding(
  fields: Pick<
    HistoryFinding,
    "kind" | "severity" | "title" | "detail" | "messageIndex"
  > &
    Partial<HistoryFinding>,
): HistoryFinding {
  return {
    ...makeFinding(fields),
    messageIndex: fields.messageIndex,
    callId: fields.callId ?? null,
  };
}
