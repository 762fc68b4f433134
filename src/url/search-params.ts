/**
 * Search params are plain strings, as a person types them and as dashboards write them.
 *
 * The router's default parser runs `JSON.parse` on every value, which turns the dotted
 * path `step=1.10` into the number 1.1 and `id=123` into a number; these replacements keep
 * every value a string (route schemas coerce what they need) and write `?step=1.1.3`
 * rather than `?step=%221.1.3%22`.
 */
export function parseSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(
    search.startsWith("?") ? search.slice(1) : search,
  );
  const result: Record<string, string> = {};
  for (const [key, value] of params) result[key] = value;
  return result;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (
      value === undefined ||
      value === null ||
      value === "" ||
      value === false
    )
      continue;
    params.set(
      key,
      typeof value === "string"
        ? value
        : typeof value === "number" || typeof value === "boolean"
          ? String(value)
          : JSON.stringify(value),
    );
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
