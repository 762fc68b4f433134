/**
 * Masks secrets in a byte stream as it passes, for relayed bodies (decision 0007): every
 * occurrence of a secret's bytes becomes as many `*`, wherever the chunk boundaries fall,
 * so the body keeps its length and stays valid JSON.
 *
 * Approach: each chunk is searched in place; if it ends with the start of a secret, only
 * those few bytes are held back and searched again with the next chunk, so a secret split
 * across chunks (even across many tiny ones) is found, and a body that stalls is never
 * held back further than a possible secret. Cost: O(bytes × secrets) with
 * `Buffer.indexOf`; a chunk is copied only when bytes were held back before it.
 */
import { secretForms } from "./redact";

const STAR = 0x2a;

export function secretMasker(
  secrets: readonly string[],
): TransformStream<Uint8Array, Uint8Array> | null {
  const patterns = secretForms(secrets).map((form) => Buffer.from(form));
  if (patterns.length === 0) return null;
  let held = Buffer.alloc(0);
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const arrived = Buffer.from(
        chunk.buffer,
        chunk.byteOffset,
        chunk.byteLength,
      );
      const bytes = held.length > 0 ? Buffer.concat([held, arrived]) : arrived;
      mask(bytes, patterns);
      const keep = partialSecretAtEnd(bytes, patterns);
      if (bytes.length > keep)
        controller.enqueue(bytes.subarray(0, bytes.length - keep));
      held = Buffer.from(bytes.subarray(bytes.length - keep));
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
    },
  });
}

/** Stars out every occurrence of each pattern. */
function mask(bytes: Buffer, patterns: Buffer[]) {
  for (const pattern of patterns) {
    for (
      let at = bytes.indexOf(pattern);
      at >= 0;
      at = bytes.indexOf(pattern, at + pattern.length)
    )
      bytes.fill(STAR, at, at + pattern.length);
  }
}

/** The length of the longest end of `bytes` that is the start of some pattern (0 if none). */
function partialSecretAtEnd(bytes: Buffer, patterns: Buffer[]): number {
  let longest = 0;
  for (const pattern of patterns) {
    const most = Math.min(pattern.length - 1, bytes.length);
    for (let length = most; length > longest; length--) {
      const from = bytes.length - length;
      if (bytes[from] !== pattern[0]) continue;
      if (bytes.subarray(from).equals(pattern.subarray(0, length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
