/**
 * The shape of a JSON value: every key path it holds (`trace.traces[].toolTrace.tool.id`,
 * array elements folded into `[]`) with the JSON types seen there. Used to hold the demo
 * API to the recorded responses' dialect: same keys, same types.
 *
 * Values under free-form keys (a tool's `parameters`, a result's `jsonValue`) are the
 * agents' own data, not the API's format: only their type is recorded, not their keys.
 * Elements of a recursive array (a trace's `traces` and every step's `steps`) all share
 * one path, `<step>`, so a step's shape does not depend on how deep it sits.
 * Iterative (an explicit stack), as traces are deep. O(size of the value).
 */
export type JsonType =
  "string" | "number" | "boolean" | "null" | "object" | "array";

export type JsonShape = Map<string, Set<JsonType>>;

export interface ShapeOptions {
  /** Keys whose values are data, not format: recorded by type only. */
  freeForm?: ReadonlySet<string>;
  /** Keys holding arrays of steps: their elements all have the path `<step>`. */
  stepArrays?: ReadonlySet<string>;
}

const STEP = "<step>";

export function typeOfJson(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean") return type;
  return "object";
}

/** Adds `value`'s shape to `into` (a new shape by default) and returns it. */
export function jsonShape(
  value: unknown,
  options: ShapeOptions = {},
  into: JsonShape = new Map(),
): JsonShape {
  const note = (path: string, type: JsonType) => {
    let types = into.get(path);
    if (!types) into.set(path, (types = new Set()));
    types.add(type);
  };
  const stack: [path: string, value: unknown, isSteps: boolean][] = [
    ["", value, false],
  ];
  while (stack.length > 0) {
    const [path, item, isSteps] = stack.pop()!;
    const type = typeOfJson(item);
    note(path, type);
    if (type === "array") {
      const elementPath = isSteps ? STEP : `${path}[]`;
      for (const element of item as unknown[])
        stack.push([elementPath, element, false]);
    } else if (type === "object") {
      for (const [key, child] of Object.entries(item as object)) {
        const childPath = path ? `${path}.${key}` : key;
        if (options.freeForm?.has(key)) note(childPath, typeOfJson(child));
        else
          stack.push([childPath, child, options.stepArrays?.has(key) ?? false]);
      }
    }
  }
  return into;
}

/**
 * Where `actual` (the demo) departs from `expected` (the recordings): key paths only one of
 * them has, and paths whose non-null types differ. A path that is null on one side only (a
 * value one side happens not to set) is not a difference, nor is a path below an array
 * that side only ever sent empty or an object it only ever sent null: nothing is known
 * there.
 */
export function shapeDifferences(
  expected: JsonShape,
  actual: JsonShape,
): string[] {
  const differences: string[] = [];
  for (const path of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(path);
    const got = actual.get(path);
    const label = path || "(root)";
    if (!want) {
      if (!isUnseenBelow(expected, path))
        differences.push(`${label}: only the demo has it`);
    } else if (!got) {
      if (!isUnseenBelow(actual, path))
        differences.push(`${label}: the demo never sends it`);
    } else {
      const wantTypes = nonNull(want);
      const gotTypes = nonNull(got);
      if (wantTypes.length === 0 || gotTypes.length === 0) continue;
      for (const type of gotTypes)
        if (!wantTypes.includes(type))
          differences.push(`${label}: only the demo sends ${type}`);
      for (const type of wantTypes)
        if (!gotTypes.includes(type))
          differences.push(`${label}: the demo never sends ${type}`);
    }
  }
  return differences.sort();
}

/**
 * Whether this side never showed what lies at `path`: an array above it (or every step
 * array) was only ever empty, or an object above it was only ever null.
 */
function isUnseenBelow(shape: JsonShape, path: string): boolean {
  // Step arrays fold into `<step>`: a side that never had a step says nothing about one.
  if (path.startsWith(STEP) && !shape.has(STEP)) return true;
  for (const match of path.matchAll(/\.|\[\]/g)) {
    const above = path.slice(0, match.index);
    const types = shape.get(above);
    if (!types) continue;
    if (match[0] === "[]" && types.has("array") && !shape.has(`${above}[]`))
      return true;
    if (match[0] === "." && !types.has("object")) return true;
  }
  return false;
}

const nonNull = (types: Set<JsonType>) =>
  [...types].filter((type) => type !== "null").sort();
