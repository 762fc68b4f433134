/**
 * A copy of a JSON value with its strings (values and keys) and numbers rewritten: how the
 * masker and the secret redactor reach every string of a run. Iterative (an explicit stack
 * of source/copy pairs), so a 100,000-step trace of any depth is fine; O(size), one
 * allocation per container. The input is never mutated; object key order is kept. Strings
 * that hold JSON are rewritten as text — the rewriters keep that text valid JSON (see
 * `escaped-view.ts`).
 */

export interface JsonRewriter {
  /** Any string: a value, an array item, an object key. */
  text: (value: string) => string;
  /** A string member's value, knowing its key and its object (`{name: "Cookie", value}`); defaults to `text`. */
  member?: (
    key: string,
    value: string,
    object: Readonly<Record<string, unknown>>,
  ) => string;
  /** A string array item, knowing its array (`["Authorization", "Bearer …"]`); defaults to `text`. */
  item?: (array: readonly unknown[], index: number, value: string) => string;
  /** A number; return a string to replace it (a phone number stored as a number). */
  number?: (value: number) => number | string;
}

type Container = unknown[] | Record<string, unknown>;

export function rewriteJson<T>(value: T, rewriter: JsonRewriter): T {
  const { text, member, item, number } = rewriter;
  const stack: Container[] = [];
  const copy = (
    source: unknown,
    key: string | null,
    object?: Record<string, unknown>,
  ): unknown => {
    if (typeof source === "string")
      return key !== null && object && member
        ? member(key, source, object)
        : text(source);
    if (typeof source === "number") return number ? number(source) : source;
    if (source === null || typeof source !== "object") return source;
    const target: Container = Array.isArray(source)
      ? new Array<unknown>(source.length)
      : {};
    stack.push(source as Container, target);
    return target;
  };
  const result = copy(value, null);
  while (stack.length > 0) {
    const target = stack.pop()!;
    const source = stack.pop()!;
    if (Array.isArray(source)) {
      for (let i = 0; i < source.length; i++) {
        const value = source[i];
        (target as unknown[])[i] =
          item && typeof value === "string"
            ? item(source, i, value)
            : copy(value, null);
      }
      continue;
    }
    // Keys are written in order here, so the copy keeps the key order whatever the depth.
    for (const key of Object.keys(source))
      setOwn(
        target as Record<string, unknown>,
        text(key),
        copy(source[key], key, source),
      );
  }
  return result as T;
}

/**
 * An own data property, even for `__proto__` (which `JSON.parse` creates and `=` would not).
 * Two keys rewritten alike (two tokens as keys, both `[redacted]`) are both kept, the later
 * as `key (2)`: a rewrite never drops a member.
 */
function setOwn(
  target: Record<string, unknown>,
  rewritten: string,
  value: unknown,
) {
  let key = rewritten;
  for (let n = 2; Object.hasOwn(target, key); n++) key = `${rewritten} (${n})`;
  if (key === "__proto__")
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}
