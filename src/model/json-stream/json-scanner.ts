/**
 * An incremental JSON scanner over UTF-8 bytes, fed chunk by chunk as a body streams in.
 *
 * Approach: JSON's structural characters are ASCII and never occur inside a UTF-8
 * multi-byte sequence, so the scanner works on raw bytes and never decodes the body. It
 * reports the document's structure to a handler as absolute byte offsets: containers the
 * handler chooses to *scan* are reported member by member (`start`, `key`, `value`,
 * `end`); a container it chooses to *skip* is passed over — only strings and brackets
 * are tracked — and reported whole as one `value(from, to)`. The handler reads any value
 * it wants with `text(from, to)` and parses it with the native `JSON.parse`, so the
 * bytes of a payload are walked once in JavaScript (mostly by `Uint8Array.indexOf`
 * looking for the closing quote) and built into objects by native code.
 *
 * Validation: the grammar of scanned containers (keys, colons, commas, brackets) is
 * checked here; the content of primitives and skipped containers is checked by the
 * `JSON.parse` the handler runs on them. A handler that parses every value it is given
 * therefore accepts exactly what `JSON.parse` accepts. The scanner keeps the bytes from
 * the earliest offset still needed (the token in progress, or the handler's `keepFrom`).
 *
 * Complexity: O(bytes) time; memory O(largest pending value + what the handler keeps).
 * Not done here: building values (see `build-value.ts`), decoding (the handler's choice).
 */
import { ByteWindow } from "./byte-window";
import { isLiteralStart, JsonStreamError, scanString } from "./json-bytes";

export { JsonStreamError } from "./json-bytes";

export interface JsonScanHandler {
  /**
   * A container opens at byte `at`. Return true to have its members reported, false to
   * receive it whole as one `value` when it closes.
   */
  start(kind: "object" | "array", at: number): boolean;
  /** A key of a scanned object, decoded; `at` is the offset of its opening quote. */
  key(key: string, at: number): void;
  /** A complete value inside a scanned container (or the root): bytes [from, to). */
  value(from: number, to: number): void;
  /** A scanned container closed; `at` is just past its closing bracket. */
  end(at: number): void;
}

const enum Expect {
  Value,
  ValueOrArrayEnd,
  Key,
  KeyOrObjectEnd,
  Colon,
  CommaOrEnd,
  Done,
}

const enum Mode {
  Structure,
  String,
  Literal,
  Skip,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export class JsonScanner {
  private readonly window = new ByteWindow();
  /** Kinds of the scanned containers, innermost last: true for an object. */
  private readonly frames: boolean[] = [];
  private expect = Expect.Value;
  private mode = Mode.Structure;
  /** Start of the token in progress (string, literal, skipped container), or -1. */
  private tokenStart = -1;
  private isKeyToken = false;
  /** Inside a string: the last chunk ended on an escaping backslash. */
  private readonly carry = { escaped: false };
  private skipDepth = 0;
  private skipInString = false;
  private handlerKeep = Number.MAX_SAFE_INTEGER;
  /** Bytes of a leading UTF-8 byte-order mark still to pass over. */
  private bomLeft = 0;

  constructor(private readonly handler: JsonScanHandler) {}

  /** Bytes consumed so far (a leading byte-order mark included). */
  get offset(): number {
    return this.window.end;
  }

  /** The handler still needs bytes from `offset` on (Infinity: none). */
  keepFrom(offset: number): void {
    this.handlerKeep = offset;
  }

  /** Bytes [from, to) decoded as UTF-8 (invalid sequences become U+FFFD, as `Response.text()` does). */
  text(from: number, to: number): string {
    return this.window.text(from, to);
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    const base = this.window.end;
    this.window.append(chunk);
    let i = 0;
    while (i < chunk.length) {
      switch (this.mode) {
        case Mode.String:
          i = this.continueString(chunk, i, base);
          break;
        case Mode.Literal:
          i = this.continueLiteral(chunk, i, base);
          break;
        case Mode.Skip:
          i = this.continueSkip(chunk, i, base);
          break;
        default:
          i = this.structure(chunk, i, base);
      }
    }
    this.window.dropBefore(
      Math.min(
        this.handlerKeep,
        this.tokenStart < 0 ? base + i : this.tokenStart,
      ),
    );
  }

  /** The body ended: throws unless it held exactly one complete JSON value. */
  finish(): void {
    if (this.mode === Mode.Literal && this.frames.length === 0) {
      this.mode = Mode.Structure;
      this.emitValue(this.tokenStart, this.window.end);
    }
    if (this.expect !== Expect.Done || this.mode !== Mode.Structure)
      throw new JsonStreamError(
        "the body ended before the JSON did",
        this.window.end,
      );
  }

  private structure(chunk: Uint8Array, start: number, base: number): number {
    let i = start;
    while (i < chunk.length) {
      const byte = chunk[i]!;
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) {
        i++;
        continue;
      }
      const at = base + i;
      if (this.bomLeft > 0) {
        if (byte !== (this.bomLeft === 2 ? 0xbb : 0xbf))
          throw unexpected(byte, at, "a JSON value");
        this.bomLeft--;
        i++;
        continue;
      }
      switch (this.expect) {
        case Expect.Value:
        case Expect.ValueOrArrayEnd:
          if (byte === 0x5d && this.expect === Expect.ValueOrArrayEnd)
            return this.close(at) - base;
          return this.beginValue(byte, at) - base;
        case Expect.Key:
        case Expect.KeyOrObjectEnd:
          if (byte === 0x7d && this.expect === Expect.KeyOrObjectEnd)
            return this.close(at) - base;
          if (byte !== QUOTE) throw unexpected(byte, at, "a key in quotes");
          this.beginString(at, true);
          return i + 1;
        case Expect.Colon:
          if (byte !== 0x3a) throw unexpected(byte, at, "':' after a key");
          this.expect = Expect.Value;
          i++;
          continue;
        case Expect.CommaOrEnd: {
          const isObject = this.frames[this.frames.length - 1]!;
          if (byte === 0x2c) {
            this.expect = isObject ? Expect.Key : Expect.Value;
            i++;
            continue;
          }
          if (byte === (isObject ? 0x7d : 0x5d)) return this.close(at) - base;
          throw unexpected(byte, at, isObject ? "',' or '}'" : "',' or ']'");
        }
        default:
          throw unexpected(byte, at, "the end of the body");
      }
    }
    return i;
  }

  /** Returns the absolute offset to continue from. */
  private beginValue(byte: number, at: number): number {
    if (byte === 0x7b || byte === 0x5b) {
      const isObject = byte === 0x7b;
      if (this.handler.start(isObject ? "object" : "array", at)) {
        this.frames.push(isObject);
        this.expect = isObject ? Expect.KeyOrObjectEnd : Expect.ValueOrArrayEnd;
      } else {
        this.mode = Mode.Skip;
        this.tokenStart = at;
        this.skipDepth = 1;
        this.skipInString = false;
        this.carry.escaped = false;
      }
      return at + 1;
    }
    if (byte === QUOTE) {
      this.beginString(at, false);
      return at + 1;
    }
    // `Response.text()` drops a UTF-8 byte-order mark, so the scanner passes over one too.
    if (byte === 0xef && at === 0) {
      this.bomLeft = 2;
      return at + 1;
    }
    if (!isLiteralStart(byte)) throw unexpected(byte, at, "a JSON value");
    this.mode = Mode.Literal;
    this.tokenStart = at;
    return at;
  }

  private beginString(at: number, isKey: boolean): void {
    this.mode = Mode.String;
    this.tokenStart = at;
    this.isKeyToken = isKey;
    this.carry.escaped = false;
  }

  private continueString(chunk: Uint8Array, i: number, base: number): number {
    const end = scanString(chunk, i, this.carry);
    if (end < 0) return chunk.length;
    this.mode = Mode.Structure;
    const from = this.tokenStart;
    const to = base + end + 1;
    this.tokenStart = -1;
    if (this.isKeyToken) {
      this.handler.key(this.window.keyText(from, to), from);
      this.expect = Expect.Colon;
    } else this.emitValue(from, to);
    return end + 1;
  }

  private continueLiteral(chunk: Uint8Array, i: number, base: number): number {
    while (i < chunk.length) {
      const byte = chunk[i]!;
      if (
        byte === 0x2c ||
        byte === 0x7d ||
        byte === 0x5d ||
        byte === 0x20 ||
        byte === 0x0a ||
        byte === 0x0d ||
        byte === 0x09 ||
        byte === 0x3a
      ) {
        this.mode = Mode.Structure;
        const from = this.tokenStart;
        this.tokenStart = -1;
        this.emitValue(from, base + i);
        return i;
      }
      i++;
    }
    return i;
  }

  private continueSkip(chunk: Uint8Array, from: number, base: number): number {
    const length = chunk.length;
    let i = from;
    let depth = this.skipDepth;
    let inString = this.skipInString;
    if (this.carry.escaped && i < length) {
      this.carry.escaped = false;
      i++;
    }
    // One tight loop over the bytes, state in locals: this is where most of a body is read.
    for (; i < length; i++) {
      const byte = chunk[i]!;
      if (inString) {
        if (byte === QUOTE) inString = false;
        else if (byte === BACKSLASH) {
          if (i + 1 >= length) this.carry.escaped = true;
          i++;
        }
      } else if (byte === QUOTE) inString = true;
      else if (byte === 0x7b || byte === 0x5b) depth++;
      else if ((byte === 0x7d || byte === 0x5d) && --depth === 0) {
        this.skipInString = false;
        this.skipDepth = 0;
        this.mode = Mode.Structure;
        const start = this.tokenStart;
        this.tokenStart = -1;
        this.emitValue(start, base + i + 1);
        return i + 1;
      }
    }
    this.skipDepth = depth;
    this.skipInString = inString;
    return length;
  }

  private close(at: number): number {
    this.frames.pop();
    this.handler.end(at + 1);
    this.afterValue();
    return at + 1;
  }

  private emitValue(from: number, to: number): void {
    this.handler.value(from, to);
    this.afterValue();
  }

  private afterValue(): void {
    this.expect = this.frames.length === 0 ? Expect.Done : Expect.CommaOrEnd;
  }
}

function unexpected(byte: number, at: number, wanted: string): JsonStreamError {
  const shown =
    byte >= 0x20 && byte < 0x7f
      ? `'${String.fromCharCode(byte)}'`
      : `byte 0x${byte.toString(16)}`;
  return new JsonStreamError(`expected ${wanted}, found ${shown}`, at);
}
