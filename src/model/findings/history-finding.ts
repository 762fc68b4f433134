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

/** `history_dev.json` as a shell word: quoted when it holds anything but safe characters. */
export function shellWord(file: string): string {
  return /^[\w./-]+$/.test(file) ? file : `'${file.replace(/'/g, "'\\''")}'`;
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
