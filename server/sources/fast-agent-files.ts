/**
 * Reading fast-agent files for the index: JSON with errors by name and position, and the
 * few facts the sessions list needs from each history (message count, last stop reason,
 * first user text, process-clock window). Files are read through `json-file-reader.ts`
 * (regular files only, one size cap, a read timeout): a file is read again only when its
 * size or mtime changed, so a session that is still running shows its new saves on the next
 * list, and a file that cannot be used is a problem of that file.
 */
import { naiveTimeFromMs } from "../../src/model/format/naive-time";
import { blocksText } from "../../src/model/normalize/fast-agent-channels";
import { readHistoryMessages } from "../../src/model/normalize/fast-agent-message";
import {
  readSessionJson,
  type SessionJsonFields,
} from "../../src/model/normalize/fast-agent-session";
import { previewText } from "../../src/model/normalize/fast-agent-steps";
import type { PerfWindow, SessionUsage } from "../../src/model/session";
import {
  endsOnToolResults,
  unansweredAtEnd,
} from "../../src/model/session-state";
import {
  historyTokens,
  timelineSegments,
} from "../../src/model/stats/history-stats";
import {
  recordedWindow,
  type RecordedWindow,
} from "../../src/model/stats/recorded-window";
import { createJsonFileCache, type FileVersion } from "./json-file-reader";

export interface HistoryFacts {
  messageCount: number;
  lastStopReason: string | null;
  unansweredCalls: number;
  endsOnToolResults: boolean;
  firstUserPreview: string | null;
  perfWindow: PerfWindow | null;
  /** Sum of the process-clock segments, seconds: how long the history ran. */
  spanSec: number | null;
  /** The messages' recorded usage, summed as the Stats panel sums it; null when none. */
  usage: SessionUsage | null;
  /** Wall-clock times written in the messages (UTC), or null when none are. */
  recorded: RecordedWindow | null;
}

export interface FileFacts<T> {
  /** Naive local time of the file's mtime on this machine; null when it cannot be read. */
  modifiedAt: string | null;
  value: T | null;
  /** Why the file cannot be used, by name and position. */
  problem: string | null;
  /** Parsed JSON that is not a history (a loose `package.json` beside the traces). */
  isOtherJson?: boolean;
}

export function createFileReader() {
  const histories = createJsonFileCache(historyOrOther);
  const sessions = createJsonFileCache((json) => readSessionJson(json));
  return {
    history: async (path: string): Promise<FileFacts<HistoryFacts>> => {
      const read = await histories.read(path);
      if ("problem" in read)
        return factsOf<HistoryFacts>(read, null, read.problem);
      const { facts, problem, isOtherJson } = read.value;
      return { ...factsOf(read, facts, problem), isOtherJson };
    },
    session: async (path: string): Promise<FileFacts<SessionJsonFields>> => {
      const read = await sessions.read(path);
      return "problem" in read
        ? factsOf<SessionJsonFields>(read, null, read.problem)
        : factsOf(read, read.value, null);
    },
  };
}

/** A history's facts, or why not; `isOtherJson` for JSON that is no history at all (a `package.json`). */
function historyOrOther(json: unknown): {
  facts: HistoryFacts | null;
  problem: string | null;
  isOtherJson: boolean;
} {
  try {
    return { facts: historyFacts(json), problem: null, isOtherJson: false };
  } catch (error) {
    const isOtherJson =
      json === null || typeof json !== "object" || !("messages" in json);
    return { facts: null, problem: (error as Error).message, isOtherJson };
  }
}

function factsOf<T>(
  read: { version: FileVersion | null },
  value: T | null,
  problem: string | null,
): FileFacts<T> {
  return {
    modifiedAt: read.version ? localNaive(read.version.mtimeMs) : null,
    value,
    problem,
  };
}

function historyFacts(json: unknown): HistoryFacts {
  const { messages } = readHistoryMessages(json);
  const lastAssistant = [...messages]
    .reverse()
    .find((message) => message.role === "assistant");
  const firstUser = messages.find(
    (message) =>
      message.role === "user" && !message.isTemplate && !message.hasToolResults,
  );
  const segments = timelineSegments(messages);
  const tokens = historyTokens(messages);
  return {
    messageCount: messages.length,
    lastStopReason: lastAssistant?.stopReason ?? null,
    unansweredCalls: unansweredAtEnd(messages),
    endsOnToolResults: endsOnToolResults(messages),
    firstUserPreview: firstUser
      ? previewText(blocksText(firstUser.content))
      : null,
    perfWindow:
      segments.length > 0
        ? {
            start: segments[0]!.startPerf,
            end: segments[segments.length - 1]!.endPerf,
          }
        : null,
    spanSec:
      segments.length > 0
        ? segments.reduce((sum, segment) => sum + segment.durationSec, 0)
        : null,
    usage:
      tokens.input === null && tokens.output === null && tokens.total === null
        ? null
        : {
            inputTokens: tokens.input,
            outputTokens: tokens.output,
            totalTokens: tokens.total,
          },
    recorded: recordedWindow(messages),
  };
}

/** An epoch time as this machine's naive local time, the clock fast-agent's names use. */
export function localNaive(ms: number): string {
  return naiveTimeFromMs(ms - new Date(ms).getTimezoneOffset() * 60_000);
}
