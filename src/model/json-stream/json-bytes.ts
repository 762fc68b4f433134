/** Byte-level helpers of the incremental JSON scanner: strings, literals, errors. */

/** The body is not JSON (or ended early); `offset` is the byte where that became certain. */
export class JsonStreamError extends Error {
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {
    super(`${reason} (at byte ${offset})`);
    this.name = "JsonStreamError";
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Finds the quote that closes a string, from `from` in `chunk`. `escaped` says the previous
 * chunk ended on an escaping backslash (so this chunk's first byte is escaped). Returns the
 * closing quote's index, or -1 when the chunk ends first; the escape state to carry into
 * the next chunk is then in `carry.escaped`.
 *
 * A plain byte loop: most strings in a trace are short keys and values, where the call
 * overhead of `indexOf` costs more than it saves.
 */
export function scanString(
  chunk: Uint8Array,
  from: number,
  carry: { escaped: boolean },
): number {
  let i = from;
  if (carry.escaped) {
    if (i >= chunk.length) return -1;
    carry.escaped = false;
    i++;
  }
  const length = chunk.length;
  for (; i < length; i++) {
    const byte = chunk[i]!;
    if (byte === QUOTE) return i;
    if (byte === BACKSLASH) {
      if (i + 1 >= length) {
        carry.escaped = true;
        return -1;
      }
      i++;
    }
  }
  return -1;
}

/** The first byte of a number, `true`, `false` or `null`. */
export function isLiteralStart(byte: number): boolean {
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x74 ||
    byte === 0x66 ||
    byte === 0x6e
  );
}
