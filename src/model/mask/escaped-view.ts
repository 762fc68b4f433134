/**
 * Text as a reader sees it, with a map back to the characters it came from — so one set of
 * patterns finds a name or a number whether it is written plainly, inside a JSON string
 * that holds JSON (`\"phone\": \"+972…\"`), or as `\uXXXX` escapes at any depth (the API
 * escapes every non-ASCII character, and double-encoded payloads escape the backslash too).
 *
 * Approach: one left-to-right pass. A run of backslashes and the character it escapes is
 * one *unit*: `\\\\u05e9` reads as `ש`, `\\n` as a line break, `\\"` as `"`; a backslash that
 * escapes nothing reads as itself. Arabic-Indic digits (`٠٥٢…`, `۰۵۲…`) read as ASCII digits, so
 * a number written in them is a number to the patterns too. Every character of the view remembers where its unit
 * starts in the source. `rewriteSpans` maps replacements back through that table, so a
 * replacement always starts and ends on a unit boundary: it can never cut an escape in
 * half, and as long as the replacement text holds no `"`, `\` or control character the
 * JSON around it stays valid at every depth.
 *
 * O(length) time and memory; a string without a backslash is its own view (no copy).
 * Deliberately not a JSON parser: the view is only for matching, never for output.
 */

export interface EscapedView {
  /** The decoded text that patterns run on. */
  text: string;
  /** `starts[i]` = source offset of view character `i`; `starts[text.length]` = source length. Null when the view is the source. */
  starts: Int32Array | null;
}

export interface Replacement {
  /** View offsets, end exclusive. */
  start: number;
  end: number;
  text: string;
}

const BACKSLASH = 92;
const U = 117;
/** What a backslash followed by this character reads as. */
const SIMPLE_ESCAPES = new Map<number, number>([
  [110, 10], // \n
  [114, 13], // \r
  [116, 9], // \t
  [98, 32], // \b: reads as a separator
  [102, 32], // \f
  [34, 34], // \"
  [47, 47], // \/
  [39, 39], // \'
]);

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;

export function escapedView(source: string): EscapedView {
  if (source.indexOf("\\") === -1 && !ARABIC_INDIC_DIGIT.test(source))
    return { text: source, starts: null };
  const length = source.length;
  const codes = new Uint16Array(length);
  const starts = new Int32Array(length + 1);
  let n = 0;
  let i = 0;
  while (i < length) {
    const code = source.charCodeAt(i);
    starts[n] = i;
    if (code !== BACKSLASH) {
      codes[n++] = asciiDigit(code);
      i++;
      continue;
    }
    let k = i;
    while (k < length && source.charCodeAt(k) === BACKSLASH) k++;
    const next = source.charCodeAt(k);
    const simple = SIMPLE_ESCAPES.get(next);
    if (next === U && isHex4(source, k + 1)) {
      codes[n++] = asciiDigit(parseInt(source.slice(k + 1, k + 5), 16));
      i = k + 5;
    } else if (simple !== undefined) {
      codes[n++] = simple;
      i = k + 1;
    } else {
      codes[n++] = BACKSLASH;
      i = k;
    }
  }
  starts[n] = length;
  return { text: fromCodes(codes, n), starts: starts.subarray(0, n + 1) };
}

/** The source with each replacement (view offsets, sorted, non-overlapping) put in. */
export function rewriteSpans(
  source: string,
  view: EscapedView,
  replacements: readonly Replacement[],
): string {
  if (replacements.length === 0) return source;
  const at = (offset: number) => (view.starts ? view.starts[offset]! : offset);
  let out = "";
  let copied = 0;
  for (const { start, end, text } of replacements) {
    out += source.slice(copied, at(start)) + text;
    copied = at(end);
  }
  return out + source.slice(copied);
}

/** `٠`–`٩` (U+0660…) and `۰`–`۹` (U+06F0…) as `0`–`9`; any other code unchanged. */
function asciiDigit(code: number): number {
  if (code >= 0x660 && code <= 0x669) return code - 0x660 + 48;
  if (code >= 0x6f0 && code <= 0x6f9) return code - 0x6f0 + 48;
  return code;
}

function isHex4(source: string, from: number): boolean {
  if (from + 4 > source.length) return false;
  for (let j = from; j < from + 4; j++) {
    const c = source.charCodeAt(j) | 32;
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** Code units → string in one native call (typed arrays are little-endian on every JS host). */
const UTF16 = new TextDecoder("utf-16le");

function fromCodes(codes: Uint16Array, n: number): string {
  return UTF16.decode(codes.subarray(0, n));
}
