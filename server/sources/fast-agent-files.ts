/**
 * Reading fast-agent files for the index: JSON with errors by name and position, and the
 * few facts the sessions list needs from each history (message count, last stop reason,
 * first user text, process-clock window). A file is read again only when its size or
 * mtime changed, so a session that is still running shows its new saves on the next list.
 */
import { readFile, stat } from "node:fs/promises";
import { naiveTimeFromMs } from "../../src/model/format/naive-time";
import { blocksText } from "../../src/model/normalize/fast-agent-channels";
import { readHistoryMessages } from "../../src/model/normalize/fast-agent-message";
import {
  readSessionJson,
  type SessionJsonFields,
} from "../../src/model/normalize/fast-agent-session";
import { previewText } from "../../src/model/normalize/fast-agent-steps";
import type { PerfWindow } from "../../src/model/session";
import { timelineSegments } from "../../src/model/stats/history-stats";
import { describeJsonError } from "../../src/model/decode/json-error";

const MAX_FILE_BYTES = 256 * 1024 * 1024;

export interface HistoryFacts {
  messageCount: number;
  lastStopReason: string | null;
  firstUserPreview: string | null;
  perfWindow: PerfWindow | null;
  /** Sum of the process-clock segments, seconds: how long the history ran. */
  spanSec: number | null;
}

export interface FileFacts<T> {
  /** Naive local time of the file's mtime on this machine. */
  modifiedAt: string;
  value: T | null;
  /** Why the file cannot be used, by name and position. */
  problem: string | null;
  /** Parsed JSON that is not a history (a loose `package.json` beside the traces). */
  isOtherJson?: boolean;
}

export function createFileReader() {
  const cache = new Map<string, { key: string; facts: FileFacts<unknown> }>();

  async function cached<T>(
    path: string,
    compute: (json: unknown) => Omit<FileFacts<T>, "modifiedAt">,
  ): Promise<FileFacts<T>> {
    const stats = await stat(path);
    const key = `${stats.size}:${stats.mtimeMs}`;
    const hit = cache.get(path);
    if (hit?.key === key) return hit.facts as FileFacts<T>;
    const modifiedAt = localNaive(stats.mtimeMs);
    let facts: FileFacts<T>;
    if (stats.size > MAX_FILE_BYTES) {
      facts = {
        modifiedAt,
        value: null,
        problem: `skipped: larger than ${MAX_FILE_BYTES / 2 ** 20} MiB`,
      };
    } else {
      const parsed = await readJson(path);
      facts =
        "problem" in parsed
          ? { modifiedAt, value: null, problem: parsed.problem }
          : { modifiedAt, ...compute(parsed.json) };
    }
    cache.set(path, { key, facts });
    return facts;
  }

  return {
    history: (path: string) =>
      cached<HistoryFacts>(path, (json) => {
        try {
          return { value: historyFacts(json), problem: null };
        } catch (error) {
          const isOtherJson =
            json === null || typeof json !== "object" || !("messages" in json);
          return {
            value: null,
            problem: (error as Error).message,
            isOtherJson,
          };
        }
      }),
    session: (path: string) =>
      cached<SessionJsonFields>(path, (json) => {
        try {
          return { value: readSessionJson(json), problem: null };
        } catch (error) {
          return { value: null, problem: (error as Error).message };
        }
      }),
  };
}

export async function readJson(
  path: string,
): Promise<{ json: unknown } | { problem: string }> {
  const text = await readFile(path, "utf8");
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return {
      problem: `not valid JSON: ${describeJsonError(text, error as Error)}`,
    };
  }
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
  return {
    messageCount: messages.length,
    lastStopReason: lastAssistant?.stopReason ?? null,
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
  };
}

/** An epoch time as this machine's naive local time, the clock fast-agent's names use. */
export function localNaive(ms: number): string {
  return naiveTimeFromMs(ms - new Date(ms).getTimezoneOffset() * 60_000);
}
