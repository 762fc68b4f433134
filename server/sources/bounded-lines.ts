/**
 * Lines of a byte stream, each at most `maxBytes` long. `readline` keeps a line whole
 * however long it is, and a log line of hundreds of MB ended in an uncaught RangeError
 * that took the proxy down; here a longer line is dropped as it streams past (never held)
 * and reported by number and size.
 */
export type BoundedLine =
  | { lineNumber: number; text: string }
  | { lineNumber: number; tooLongBytes: number };

const NEWLINE = 0x0a;

export async function* boundedLines(
  chunks: AsyncIterable<Buffer>,
  maxBytes: number,
): AsyncGenerator<BoundedLine> {
  let pieces: Buffer[] = [];
  let held = 0;
  /** Bytes of the current line when it is past the bound (its pieces are dropped). */
  let skipped = 0;
  let lineNumber = 0;
  const take = (piece: Buffer) => {
    if (skipped > 0 || held + piece.length > maxBytes) {
      skipped += held + piece.length;
      pieces = [];
      held = 0;
    } else {
      pieces.push(piece);
      held += piece.length;
    }
  };
  const finish = (): BoundedLine => {
    lineNumber++;
    const line: BoundedLine =
      skipped > 0
        ? { lineNumber, tooLongBytes: skipped }
        : {
            lineNumber,
            text: Buffer.concat(pieces, held)
              .toString("utf8")
              .replace(/\r$/, ""),
          };
    pieces = [];
    held = 0;
    skipped = 0;
    return line;
  };
  for await (const chunk of chunks) {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end < 0) {
        if (start < chunk.length) take(chunk.subarray(start));
        break;
      }
      take(chunk.subarray(start, end));
      yield finish();
      start = end + 1;
    }
  }
  if (held > 0 || skipped > 0) yield finish();
}
