/**
 * What changed between two JSON values, by path: `since: "2026-08-05" → "2026-08-06"`,
 * `roster.length: 20 → 2`. The one-line list above the diff editor.
 *
 * Both values are decoded first (JSON-in-strings, `\uXXXX`), so a double-encoded
 * parameter is compared field by field and a change of escaping is no change. Then one
 * walk with an explicit stack: objects by key (sorted, so the list is stable), arrays by
 * index — a length change is reported as `path.length`, and the items only one side has
 * as one range (`to[2..19]`, 18 items) rather than one line each.
 *
 * Complexity: O(size of both values). The walk stops after `maxChanges` changes and says
 * so (`truncated`).
 *
 * Non-goals: aligning array items (an item inserted at the front shows as changes at
 * every index after it; the diff editor below shows the text alignment), and detecting
 * renamed keys.
 */
import { decodeNestedJson } from "../decode/json-in-strings";

export interface FieldChange {
  /** `query`, `messages[1].content`, `to.length`, `to[2..19]`; "" for the value itself. */
  path: string;
  kind: "added" | "removed" | "changed";
  left?: unknown;
  right?: unknown;
  /** For an array range: how many items only one side has. */
  count?: number;
}

export interface FieldDiff {
  changes: FieldChange[];
  /** True when the walk stopped at `maxChanges`. */
  truncated: boolean;
}

interface Task {
  path: string;
  left: unknown;
  right: unknown;
}

export function diffFields(
  left: unknown,
  right: unknown,
  options: { maxChanges?: number; decode?: boolean } = {},
): FieldDiff {
  const maxChanges = options.maxChanges ?? 200;
  const decode = options.decode ?? true;
  const changes: FieldChange[] = [];
  const stack: Task[] = [
    {
      path: "",
      left: decode ? decodeNestedJson(left).value : left,
      right: decode ? decodeNestedJson(right).value : right,
    },
  ];
  while (stack.length > 0) {
    if (changes.length >= maxChanges) return { changes, truncated: true };
    const { path, left: l, right: r } = stack.pop()!;
    if (Object.is(l, r)) continue;
    if (Array.isArray(l) && Array.isArray(r)) {
      pushArray(stack, changes, path, l, r);
    } else if (isPlainObject(l) && isPlainObject(r)) {
      pushObject(stack, path, l, r);
    } else if (l === undefined) {
      changes.push({ path, kind: "added", right: r });
    } else if (r === undefined) {
      changes.push({ path, kind: "removed", left: l });
    } else if (!isSameScalar(l, r)) {
      changes.push({ path, kind: "changed", left: l, right: r });
    }
  }
  return { changes, truncated: false };
}

function pushObject(
  stack: Task[],
  path: string,
  l: Record<string, unknown>,
  r: Record<string, unknown>,
): void {
  const keys = [...new Set([...Object.keys(l), ...Object.keys(r)])].sort();
  // Reverse push so the walk visits keys in sorted order.
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    const hasLeft = Object.hasOwn(l, key);
    const hasRight = Object.hasOwn(r, key);
    const childPath = joinKey(path, key);
    if (hasLeft && hasRight)
      stack.push({ path: childPath, left: l[key], right: r[key] });
    else if (hasLeft)
      stack.push({ path: childPath, left: l[key], right: undefined });
    else stack.push({ path: childPath, left: undefined, right: r[key] });
  }
}

function pushArray(
  stack: Task[],
  changes: FieldChange[],
  path: string,
  l: unknown[],
  r: unknown[],
): void {
  const common = Math.min(l.length, r.length);
  if (l.length !== r.length) {
    changes.push({
      path: `${path}.length`.replace(/^\./, ""),
      kind: "changed",
      left: l.length,
      right: r.length,
    });
    const longer = l.length > r.length ? l : r;
    const extra = longer.length - common;
    const kind = l.length > r.length ? "removed" : "added";
    const rangePath =
      extra === 1
        ? `${path}[${common}]`
        : `${path}[${common}..${longer.length - 1}]`;
    const value = extra === 1 ? longer[common] : longer.slice(common);
    changes.push(
      kind === "removed"
        ? { path: rangePath, kind, left: value, count: extra }
        : { path: rangePath, kind, right: value, count: extra },
    );
  }
  for (let i = common - 1; i >= 0; i--)
    stack.push({ path: `${path}[${i}]`, left: l[i], right: r[i] });
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function joinKey(path: string, key: string): string {
  if (IDENTIFIER.test(key)) return path === "" ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isSameScalar(l: unknown, r: unknown): boolean {
  if (typeof l === "object" || typeof r === "object") return false;
  return l === r;
}

/** A value in one line: strings quoted, containers summarised, long text cut. */
export function formatFieldValue(value: unknown, maxLength = 60): string {
  if (value === undefined) return "(none)";
  if (Array.isArray(value))
    return `[${value.length} item${value.length === 1 ? "" : "s"}]`;
  if (isPlainObject(value)) {
    const count = Object.keys(value).length;
    return `{${count} key${count === 1 ? "" : "s"}}`;
  }
  // JSON values only reach here; stringify returns undefined for nothing else.
  const text = (JSON.stringify(value) as string | undefined) ?? "null";
  return text.length > maxLength ? `${cutAt(text, maxLength - 1)}…` : text;
}

/**
 * `path: left → right`, `path: added …`, `path: removed …`. Two long strings that share a
 * beginning show the part around where they first differ, so the change is visible.
 */
export function formatFieldChange(change: FieldChange, maxLength = 60): string {
  const label = change.path === "" ? "value" : change.path;
  if (change.kind === "added")
    return change.count !== undefined && change.count > 1
      ? `${label}: ${change.count} items added`
      : `${label}: added ${formatFieldValue(change.right, maxLength)}`;
  if (change.kind === "removed")
    return change.count !== undefined && change.count > 1
      ? `${label}: ${change.count} items removed`
      : `${label}: removed ${formatFieldValue(change.left, maxLength)}`;
  if (typeof change.left === "string" && typeof change.right === "string") {
    const [l, r] = aroundFirstDifference(change.left, change.right, maxLength);
    return `${label}: ${l} → ${r}`;
  }
  return `${label}: ${formatFieldValue(change.left, maxLength)} → ${formatFieldValue(change.right, maxLength)}`;
}

function aroundFirstDifference(
  left: string,
  right: string,
  maxLength: number,
): [string, string] {
  const l = JSON.stringify(left);
  const r = JSON.stringify(right);
  if (l.length <= maxLength && r.length <= maxLength) return [l, r];
  let same = 0;
  while (same < l.length && same < r.length && l[same] === r[same]) same++;
  // Start at the word that holds the first difference (`after:2026/08/05`), when it is near.
  const wordStart = l.lastIndexOf(" ", same - 1) + 1;
  const from =
    same - wordStart <= maxLength / 2
      ? wordStart
      : Math.max(0, same - Math.floor(maxLength / 3));
  const window = (text: string) => {
    const start = safeIndex(text, from);
    const piece = cutAt(text.slice(start), maxLength - 2);
    const head = start > 0 ? "…" : "";
    const tail = start + piece.length < text.length ? "…" : "";
    return `${head}${piece}${tail}`;
  };
  return [window(l), window(r)];
}

/** `text` cut to at most `length` UTF-16 units, never through a surrogate pair. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(0, safeIndex(text, length));
}

/** Moves an index off the second half of a surrogate pair. */
function safeIndex(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff && index > 0 ? index - 1 : index;
}
