/**
 * What a file given to `--sessions` is when it is not a history, from its name and its first
 * bytes, and what to give instead. fast-agent writes several JSON-lines and text files beside
 * its histories (docs/reference/fast-agent-formats.md §5–6); pointing at one of them should
 * say which it is, not "not valid JSON, line 2". Pure: the caller reads the bytes.
 */
import { isObject } from "../is-object";

const FOLDER =
  "give the folder it is in (the workspace, the .fast-agent home or a session folder)";

/** A sentence naming the file's kind and what to give instead; null when it is none of these. */
export function describeNonHistory(name: string, head: string): string | null {
  const trimmed = head.trimStart();
  if (/^---(USER|ASSISTANT)\b/.test(trimmed))
    return "this is a /save in text form (---USER / ---ASSISTANT): it keeps no tool calls, results or channels. Save with a .json name (/save name.json), or give the session folder";
  const first = firstJsonLine(trimmed);
  if (!first) return null;
  if (
    typeof first.level === "string" &&
    typeof first.timestamp === "string" &&
    "message" in first
  )
    return `this is a fast-agent event log (JSON lines, like fast-agent-log.jsonl): ${FOLDER}; its lines show in each session's Log panel`;
  if (
    first.type === "session_meta" ||
    first.type === "response_item" ||
    first.type === "event_msg" ||
    first.type === "turn_context"
  )
    return "this is a Codex-style JSONL export (fast-agent export --format codex), which Tracelens does not read: give the session folder it was exported from";
  if (/_chunks\.jsonl$/i.test(name))
    return "this is a raw provider stream capture (FAST_AGENT_LLM_TRACE), not a history: give the session folder";
  return /\.jsonl$/i.test(name)
    ? `this is a JSON-lines file, not a fast-agent history (one JSON object {"messages": […]}): ${FOLDER}`
    : null;
}

/** The first line as a JSON object, when the text is JSON lines (a log of one line too). */
function firstJsonLine(text: string): Record<string, unknown> | null {
  const newline = text.indexOf("\n");
  try {
    const value: unknown = JSON.parse(
      newline < 0 ? text : text.slice(0, newline),
    );
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}
