/**
 * Enum values arrive in three spellings: UPPER_SNAKE (new docs), PascalCase (old docs)
 * and plain numbers (old `trigger.type: 0`). `toUpperSnake` maps the first two onto one
 * spelling; numbers become their `UNSPECIFIED` zero value or stay visible as digits.
 */

/** Old-generation names whose new-generation spelling is not a mechanical rename. */
const ALIASES: Readonly<Record<string, string>> = {
  SUB_AGENT: "AGENT_TOOL",
};

/**
 * `WaitingForAsync` → `WAITING_FOR_ASYNC`, `in_progress` → `IN_PROGRESS`, `0` → `UNSPECIFIED`.
 * Returns null for null, undefined and empty strings.
 */
export function toUpperSnake(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number")
    return value === 0 ? "UNSPECIFIED" : String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const snake = /[a-z]/.test(trimmed)
    ? trimmed
        .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
        .replace(/[\s-]+/g, "_")
        .toUpperCase()
    : trimmed.replace(/[\s-]+/g, "_");
  return ALIASES[snake] ?? snake;
}

/** Like `toUpperSnake`, but the zero value `UNSPECIFIED` (and old `UNDEFINED`) reads as "not set". */
export function toMeaningfulEnum(value: unknown): string | null {
  const normalized = toUpperSnake(value);
  return normalized === "UNSPECIFIED" || normalized === "UNDEFINED"
    ? null
    : normalized;
}
