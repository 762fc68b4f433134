/**
 * Event-log lines (`fast-agent-log.jsonl`, formerly `fastagent.jsonl`) → `LogLine`.
 *
 * Both `data` shapes are read: before 0.9.24 loggers passed `data={…}`, which was written
 * as `data: {data: {…}, exc_info?}`; since then the nested object is lifted to the top.
 * Timestamps are naive local time. Unknown levels are kept as they come.
 */
import { toNaiveTime } from "../format/naive-time";
import { fastAgentLogLineSchema } from "../wire/fast-agent";
import { isObject } from "../is-object";
import { str } from "./fast-agent-channels";

export interface LogLine {
  /** Position in the served window (the proxy's order: the file's order). */
  index: number;
  /** Upper-case: DEBUG, INFO, WARNING, ERROR, PROGRESS, or whatever came. */
  level: string;
  timestamp: string | null;
  namespace: string | null;
  message: string;
  /** `data`, with the old nested `data.data` lifted, so both eras read alike. */
  data: Record<string, unknown> | null;
  /** `error_type: error`, when the line carries an exception. */
  error: string | null;
  raw: unknown;
}

const LEVEL_RANK: Readonly<Record<string, number>> = {
  ERROR: 0,
  CRITICAL: 0,
  WARNING: 1,
  INFO: 2,
  DEBUG: 3,
  PROGRESS: 4,
};

export function normalizeLogLine(raw: unknown, index: number): LogLine {
  const parsed = fastAgentLogLineSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      index,
      level: "UNREADABLE",
      timestamp: null,
      namespace: null,
      message: "This line is not a fast-agent log event.",
      data: null,
      error: null,
      raw,
    };
  }
  const line = parsed.data;
  const data = liftData(line.data);
  const errorType = data ? str(data.error_type) : null;
  const error = data ? (str(data.error) ?? null) : null;
  return {
    index,
    level: line.level.toUpperCase(),
    timestamp: toNaiveTime(line.timestamp),
    namespace: line.namespace ?? null,
    message:
      typeof line.message === "string"
        ? line.message
        : JSON.stringify(line.message ?? ""),
    data,
    error:
      errorType || error ? [errorType, error].filter(Boolean).join(": ") : null,
    raw,
  };
}

function liftData(value: unknown): Record<string, unknown> | null {
  if (!isObject(value)) return null;
  if (isObject(value.data)) {
    const { data, ...rest } = value;
    return { ...rest, ...data };
  }
  return Object.keys(value).length > 0 ? value : null;
}

/** Errors first, then warnings, then the rest; in file order within a level. */
export function sortLogLines(lines: readonly LogLine[]): LogLine[] {
  const rank = (line: LogLine) => LEVEL_RANK[line.level] ?? 2;
  return [...lines].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}
