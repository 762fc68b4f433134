/**
 * A saved file that holds an error answer instead of a run: `fruxon … -o json > run.json`
 * run with an expired token saves the API's 401 (RFC 7807 problem details, or the
 * `{message, details}` form some server paths use: docs/reference/fruxon-wire.md §1.5),
 * an agent-mode CLI saves `{ok: false, error: {…}}`, and a copy from the browser may hold
 * this proxy's own `{error: {code, message}}`. Such a file is listed as "not a run: an
 * error response" with what it says, rather than skipped without a word.
 */
import { isObject } from "./saved-items";

/** The problem line for an error answer, or null when the value is not one. */
export function errorResponseProblem(json: unknown): string | null {
  if (!isObject(json)) return null;
  const said = problemDetails(json) ?? wrappedError(json) ?? messageForm(json);
  return said === null
    ? null
    : `not a run: an error response${said ? ` (${said.slice(0, 300)})` : ""}`;
}

/** RFC 7807: a numeric error `status` beside a `title`, `detail` or `type`. */
function problemDetails(json: Record<string, unknown>): string | null {
  const { status, title, detail, type } = json;
  if (typeof status !== "number" || status < 400) return null;
  if (![title, detail, type].some((value) => typeof value === "string"))
    return null;
  return [String(status), text(title), text(detail)].filter(Boolean).join(" ");
}

/** `{error: {code?, message?, status?}}`, alone or in a CLI envelope with `ok: false`. */
function wrappedError(json: Record<string, unknown>): string | null {
  const { error } = json;
  if (!isObject(error)) return null;
  const keys = Object.keys(json);
  if (!keys.every((key) => ["error", "ok", "meta", "warnings"].includes(key)))
    return null;
  return [text(error.status), text(error.code), text(error.message)]
    .filter(Boolean)
    .join(" ");
}

/** `{message, details?}` and nothing else. */
function messageForm(json: Record<string, unknown>): string | null {
  const keys = Object.keys(json);
  if (
    typeof json.message !== "string" ||
    !keys.every((key) => ["message", "details", "traceId"].includes(key))
  )
    return null;
  return [text(json.message), text(json.details)].filter(Boolean).join(": ");
}

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number"
    ? String(value)
    : "";
}
