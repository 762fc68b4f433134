/**
 * JSON with sorted keys, so that two payloads that differ only in key order print the
 * same, and a diff of two prints shows changes of meaning only.
 */
export function stableStringify(value: unknown, space = 2): string {
  const text: string | undefined = JSON.stringify(
    value,
    sortKeysReplacer,
    space,
  );
  return text ?? String(value);
}

function sortKeysReplacer(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort())
    sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/** JSON in the original key order, pretty-printed; `undefined` prints as `null`. */
export function prettyJson(value: unknown, space = 2): string {
  // JSON.stringify returns undefined for undefined, whatever its declared type says.
  const text: string | undefined = JSON.stringify(value, null, space);
  return text ?? "null";
}
