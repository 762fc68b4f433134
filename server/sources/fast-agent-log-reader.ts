/**
 * The event-log lines of one session: every line of the known log files whose (naive
 * local) timestamp falls in the session's window. Log files are streamed line by line, so
 * a large log costs memory only for the lines kept; at most `MAX_LOG_LINES` are sent.
 * A line that is not JSON, or longer than `MAX_LOG_LINE_BYTES`, is counted and the first
 * few are reported by file and line; a log that cannot be opened (not a regular file,
 * unreadable) is reported and the others are read.
 */
import {
  naiveTimeFromMs,
  naiveTimeMs,
  toNaiveTime,
} from "../../src/model/format/naive-time";
import type { LogWindow, SessionLog } from "../../src/model/session";
import type { IndexedEntry } from "./fast-agent-index";
import { WINDOW_SLACK_MS } from "./fast-agent-index";
import type { Problem, SafeFs } from "./fast-agent-layout";
import { boundedLines } from "./bounded-lines";
import { openRegularFile } from "./json-file-reader";

export const MAX_LOG_LINES = 2000;
/** Longer log lines are skipped and reported (fast-agent's own lines are a few KB). */
export const MAX_LOG_LINE_BYTES = 1024 * 1024;
const MAX_REPORTED_BAD_LINES = 3;
/** A trace whose run time is unknown is assumed to have run at most this long before its save. */
const UNKNOWN_SPAN_MS = 10 * 60_000;

export function logWindow(entry: IndexedEntry): LogWindow | null {
  const { summary, windowBasis } = entry;
  if (windowBasis === "session.json" || windowBasis === "session id") {
    const start = summary.createdAt ?? summary.createdAtFromName;
    const end = summary.lastActivity ?? summary.modifiedAt;
    if (!start || !end) return null;
    return {
      from: shift(start, -WINDOW_SLACK_MS),
      to: shift(end, WINDOW_SLACK_MS),
      basis: windowBasis,
      isApproximate: windowBasis === "session id",
    };
  }
  const savedAt = summary.savedAtFromName;
  if (!windowBasis || !savedAt) return null;
  const spanMs =
    entry.spanSec !== null ? entry.spanSec * 1000 : UNKNOWN_SPAN_MS;
  // The save time is the end of the run; a name with minute precision may be up to a minute early.
  const endSlack = windowBasis === "export file name" ? 60_000 : 0;
  return {
    from: shift(savedAt, -spanMs - WINDOW_SLACK_MS),
    to: shift(savedAt, endSlack + WINDOW_SLACK_MS),
    basis: windowBasis,
    isApproximate: true,
  };
}

export async function readLogLines(
  fs: SafeFs,
  files: string[],
  window: LogWindow | null,
): Promise<SessionLog> {
  const log: SessionLog = {
    files: files.map((file) => fs.rel(file)),
    window,
    lines: [],
    matched: 0,
    truncated: false,
    problems: [],
  };
  if (!window) return log;
  for (const file of files) await readFile(fs, file, window, log);
  log.truncated = log.matched > log.lines.length;
  return log;
}

async function readFile(
  fs: SafeFs,
  file: string,
  window: LogWindow,
  log: SessionLog,
) {
  let handle;
  try {
    ({ handle } = await openRegularFile(file, Infinity));
  } catch (error) {
    log.problems.push({
      file: fs.rel(file),
      message: (error as Error).message,
    });
    return;
  }
  let badLines = 0;
  const problems: Problem[] = [];
  const report = (message: string) => {
    if (++badLines <= MAX_REPORTED_BAD_LINES)
      problems.push({ file: fs.rel(file), message });
  };
  const chunks = handle.createReadStream() as AsyncIterable<Buffer>;
  try {
    await readLines(chunks, window, log, report);
  } catch (error) {
    report(`reading stopped: ${(error as Error).message}`);
  }
  if (badLines > MAX_REPORTED_BAD_LINES)
    problems.push({
      file: fs.rel(file),
      message: `${badLines - MAX_REPORTED_BAD_LINES} more lines are not JSON or too long`,
    });
  log.problems.push(...problems);
}

async function readLines(
  chunks: AsyncIterable<Buffer>,
  window: LogWindow,
  log: SessionLog,
  report: (message: string) => void,
) {
  for await (const line of boundedLines(chunks, MAX_LOG_LINE_BYTES)) {
    if ("tooLongBytes" in line) {
      report(
        `line ${line.lineNumber} skipped: ${line.tooLongBytes} bytes, longer than ${MAX_LOG_LINE_BYTES / 1024} KiB`,
      );
      continue;
    }
    const { text, lineNumber } = line;
    if (text.trim() === "") continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      report(`line ${lineNumber} is not JSON: ${(error as Error).message}`);
      continue;
    }
    const stamp =
      json !== null && typeof json === "object"
        ? toNaiveTime((json as Record<string, unknown>).timestamp)
        : null;
    if (stamp === null || stamp < window.from || stamp > window.to) continue;
    log.matched++;
    if (log.lines.length < MAX_LOG_LINES) log.lines.push(json);
  }
}

function shift(naive: string, ms: number): string {
  return naiveTimeFromMs(naiveTimeMs(naive) + ms);
}
