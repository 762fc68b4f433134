/**
 * Reading text out of the loosely specified shapes of LLM payloads: a string, an array of
 * `{type, text}` blocks, `{text}` or `{content}` objects. The element shapes of
 * `reasoningBlocks`, `llmMessages` and `systemInstructions` are not documented, so every
 * reader here accepts all of them and falls back to null rather than guessing.
 */

/** The text a value carries, joined with blank lines; null when it carries none. */
export function textOf(value: unknown): string | null {
  const parts: string[] = [];
  const stack: unknown[] = [value];
  let budget = 10_000;
  while (stack.length > 0 && budget-- > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      parts.push(item);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (item !== null && typeof item === "object") {
      const record = item as Record<string, unknown>;
      if (typeof record.text === "string") parts.push(record.text);
      else if (record.content !== undefined) stack.push(record.content);
      else if (typeof record.value === "string") parts.push(record.value);
    }
  }
  return parts.length > 0 ? parts.join("\n\n") : null;
}

/** A string field of an object, or null. */
export function stringField(value: unknown, key: string): string | null {
  if (value === null || typeof value !== "object") return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : null;
}

/** The error text of a step: a string, or `{message}` / `{detail}` objects, or JSON of anything else. */
export function errorText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  const text = stringField(value, "message") ?? stringField(value, "detail");
  return text ?? JSON.stringify(value);
}
