/**
 * Decode JSON that travels inside strings.
 *
 * Fruxon payloads are double- and triple-encoded: a spawn's `prompts` parameter is a JSON
 * string, its result a `strValue` holding JSON that holds more JSON. `decodeNestedJson`
 * walks a value (iteratively, with an explicit stack) and replaces every string that
 * parses as a JSON object or array — after up to `maxLayers` rounds of `JSON.parse`, for
 * strings that encode strings — with the parsed value, then walks into that too.
 *
 * Non-Latin text that was escaped twice survives one parse as literal `\uXXXX`; remaining
 * strings get those sequences turned into the characters they name (`unescapeUnicode`).
 *
 * Complexity: O(size of the value plus the decoded text). Strings over `maxStringLength`
 * are left alone; so are strings that merely contain JSON somewhere in the middle.
 */

export interface DecodedValue {
  value: unknown;
  /** How many strings were replaced by the JSON they held. */
  decodedStrings: number;
}

export interface DecodeOptions {
  maxLayers?: number;
  maxStringLength?: number;
}

interface Task {
  source: unknown;
  assign: (value: unknown) => void;
}

export function decodeNestedJson(
  value: unknown,
  options: DecodeOptions = {},
): DecodedValue {
  const maxLayers = options.maxLayers ?? 4;
  const maxStringLength = options.maxStringLength ?? 5_000_000;
  let decodedStrings = 0;
  let result: unknown;
  const stack: Task[] = [
    { source: value, assign: (decoded) => (result = decoded) },
  ];
  while (stack.length > 0) {
    const { source, assign } = stack.pop()!;
    if (typeof source === "string") {
      const parsed =
        source.length <= maxStringLength
          ? parseJsonString(source, maxLayers)
          : undefined;
      if (parsed !== undefined) {
        decodedStrings++;
        stack.push({ source: parsed, assign });
      } else {
        assign(unescapeUnicode(source));
      }
    } else if (Array.isArray(source)) {
      const out: unknown[] = new Array<unknown>(source.length);
      assign(out);
      for (let i = source.length - 1; i >= 0; i--) {
        stack.push({
          source: source[i],
          assign: (decoded) => (out[i] = decoded),
        });
      }
    } else if (source !== null && typeof source === "object") {
      const out: Record<string, unknown> = {};
      assign(out);
      const entries = Object.entries(source as Record<string, unknown>);
      // Keys are created first so the decoded object keeps the original key order.
      for (const [key] of entries) out[key] = undefined;
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({
          source: child,
          assign: (decoded) => (out[key] = decoded),
        });
      }
    } else {
      assign(source);
    }
  }
  return { value: result, decodedStrings };
}

/**
 * The object or array a string encodes, possibly through several layers of string
 * encoding; undefined when it encodes none.
 */
export function parseJsonString(
  text: string,
  maxLayers = 4,
): object | undefined {
  let current: unknown = text;
  for (
    let layer = 0;
    layer < maxLayers && typeof current === "string";
    layer++
  ) {
    const trimmed = current.trim();
    if (!looksLikeJson(trimmed)) return undefined;
    try {
      current = JSON.parse(trimmed);
    } catch {
      return undefined;
    }
  }
  return current !== null && typeof current === "object" ? current : undefined;
}

function looksLikeJson(text: string): boolean {
  const first = text[0];
  const last = text[text.length - 1];
  return (
    text.length >= 2 &&
    ((first === "{" && last === "}") ||
      (first === "[" && last === "]") ||
      (first === '"' && last === '"'))
  );
}

const ESCAPED_UNICODE = /\\u([0-9a-fA-F]{4})/g;

/** `\u05d3\u05e0\u05d4` → `דנה`. Surrogate pairs (`\ud83d\ude00`) combine into one character. */
export function unescapeUnicode(text: string): string {
  if (!text.includes("\\u")) return text;
  return text.replace(ESCAPED_UNICODE, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
