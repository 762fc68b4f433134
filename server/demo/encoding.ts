/**
 * How Fruxon's runtime writes JSON *inside* strings (a spawn's `prompts` parameter, a
 * tool's `strValue`): Python's `json.dumps` defaults — `", "` and `": "` separators and
 * `ensure_ascii`, so every non-ASCII character travels as a `\uXXXX` escape. The demo
 * must reproduce this exactly: the app's decoder is tested against it.
 */

/** `json.dumps(value)` as Python writes it. `undefined` object members are dropped. */
export function pyJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return escapeNonAscii(JSON.stringify(value));
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value))
    return `[${value.map((item) => pyJson(item)).join(", ")}]`;
  if (typeof value === "object") {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${pyJson(key)}: ${pyJson(member)}`);
    return `{${members.join(", ")}}`;
  }
  return "null";
}

/** Replaces every UTF-16 code unit above 0x7f with `\uXXXX` (lower-case hex, as Python). */
export function escapeNonAscii(text: string): string {
  return text.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** True when the text holds a character outside ASCII (what an escaped payload must not). */
export function hasRawNonAscii(text: string): boolean {
  return /[\u0080-\uffff]/.test(text);
}
