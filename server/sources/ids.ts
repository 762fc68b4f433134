/**
 * Ids on their way into an upstream path or a lookup, whatever their source: the browser's
 * request, a saved file, or an earlier upstream answer (an agent id from `GET /agents`
 * is as untrusted as one typed into the address bar). One pattern (`isValidId`, shared with
 * the commands the app offers to copy) and one error for all of them.
 */
import { isValidId } from "../../src/model/ids";
import { SourceError } from "./source-error";

/** The id itself, or a `bad_request` SourceError naming what it was meant to be. */
export function validId(value: unknown, label: string): string {
  if (isValidId(value)) return value;
  const shown = JSON.stringify(String(value).slice(0, 80));
  throw new SourceError("bad_request", `${shown} is not a valid ${label} id.`);
}

/** A validated id as one percent-encoded path segment of an upstream URL. */
export function idSegment(value: unknown, label: string): string {
  return encodeURIComponent(validId(value, label));
}
