/**
 * Why bytes that should be one JSON document are not: they ended before the document did
 * (a body cut short on the way), or they break at some byte (a body that is not JSON — an
 * HTML page inside a 200, a stray character). Used only after a parse has failed, to tell
 * the user which of the two happened, where, and what the body starts with.
 *
 * Approach: the incremental scanner walks every container and `JSON.parse` checks each
 * primitive, so it accepts exactly what `JSON.parse` accepts and knows the byte offset of
 * the first thing it cannot accept. O(bytes).
 */
import { JsonScanner, JsonStreamError } from "./json-scanner";

export type JsonBreak =
  | { kind: "ended-early"; bytes: number }
  | { kind: "invalid"; offset: number; reason: string; start: string };

const START_CHARS = 60;

/** null when the bytes are one valid JSON document. */
export function findJsonBreak(bytes: Uint8Array): JsonBreak | null {
  const scanner: JsonScanner = new JsonScanner({
    start: () => true,
    key: () => undefined,
    end: () => undefined,
    value(from, to) {
      try {
        JSON.parse(scanner.text(from, to));
      } catch {
        throw new JsonStreamError("a value that is not JSON", from);
      }
    },
  });
  try {
    scanner.push(bytes);
  } catch (error) {
    return invalid(bytes, error);
  }
  try {
    scanner.finish();
  } catch (error) {
    // A literal cut mid-way (`tru`) fails its parse at the end: that, too, ended early.
    if (
      error instanceof JsonStreamError &&
      error.reason !== "a value that is not JSON"
    )
      return { kind: "ended-early", bytes: bytes.length };
    return invalid(bytes, error);
  }
  return null;
}

function invalid(bytes: Uint8Array, error: unknown): JsonBreak {
  const offset = error instanceof JsonStreamError ? error.offset : 0;
  const reason =
    error instanceof JsonStreamError ? error.reason : String(error);
  return { kind: "invalid", offset, reason, start: jsonBodyStart(bytes) };
}

/** The first characters of the body, on one line: to quote it in a message. */
export function jsonBodyStart(bytes: Uint8Array): string {
  const head = new TextDecoder().decode(bytes.subarray(0, START_CHARS * 4));
  const line = head.replace(/\s+/g, " ").trim();
  return line.length > START_CHARS ? `${line.slice(0, START_CHARS)}…` : line;
}
