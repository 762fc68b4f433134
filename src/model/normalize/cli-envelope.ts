/**
 * Agent-mode CLI output may wrap its payload as `{data: …}` (with `ok`, `meta` or
 * `warnings` beside it); the payload is what the API would have answered.
 */
export function unwrapCliEnvelope(value: unknown): unknown {
  if (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    "data" in value &&
    Object.keys(value).every((key) =>
      ["data", "ok", "meta", "warnings"].includes(key),
    )
  )
    return value.data;
  return value;
}
