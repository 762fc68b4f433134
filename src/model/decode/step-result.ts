/**
 * The one reader of a step's `result` (`{strValue, jsonValue, fileLink}`, §11.5 of the API
 * reference): structured results arrive in `jsonValue`, strings in `strValue`, and an
 * offloaded result only as a `fileLink`. Every model reader of a result goes through here,
 * so a shape one reader knows is never "no content" to another.
 *
 * `jsonValue` wins when present (a result carries one shape); a `strValue` that holds JSON
 * is decoded like every payload (`decodeNestedJson`); a file link is the value
 * `{fileLink}`, because its content is not in the trace. Complexity: that of the decode.
 */
import type { StepResult } from "../run";
import { decodeNestedJson } from "./json-in-strings";

/** The result as it arrived: `jsonValue`, else `strValue`, else `{fileLink}`; null when empty. */
export function rawResultValue(result: StepResult | null | undefined): unknown {
  if (!result) return null;
  if (result.jsonValue !== null && result.jsonValue !== undefined)
    return result.jsonValue;
  if (result.strValue !== null && result.strValue !== undefined)
    return result.strValue;
  return result.fileLink ? { fileLink: result.fileLink } : null;
}

/** The result as a value, JSON inside strings decoded; null when the step recorded none. */
export function resultValue(result: StepResult | null | undefined): unknown {
  const raw = rawResultValue(result);
  return raw === null ? null : decodeNestedJson(raw).value;
}

/** The offloaded result's link, when the result is only that. */
export function resultFileLink(
  result: StepResult | null | undefined,
): string | null {
  if (!result?.fileLink) return null;
  const hasValue =
    (result.jsonValue !== null && result.jsonValue !== undefined) ||
    (result.strValue !== null && result.strValue !== undefined);
  return hasValue ? null : result.fileLink;
}
