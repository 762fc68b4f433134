/** A JSON object: not null, not an array. The one guard for reading untyped wire data. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
