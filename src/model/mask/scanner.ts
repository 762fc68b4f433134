/**
 * The masker's matcher: one global, Unicode regular expression with one capture group per
 * kind of match — literals (the user's strings, the subjects' handles), emails, phone
 * candidates (`phone.ts`), and words that start like a known name (`name-index.ts`, with a
 * two-letter prefilter so most words never reach the name lookup). Groups are numbered, not
 * named: `match.groups` would allocate an object per match.
 *
 * Built once per masker, in two variants — with and without the email alternative, which is
 * the costly one and pointless in the many strings that hold no `@`.
 */
import type { KnownAddresses } from "./known-addresses";
import { WORD_SOURCE, type NameIndex } from "./name-index";
import { PHONE_CANDIDATE } from "./phone";

/** An address: a local part of up to 64 characters, `@`, a dotted domain with a letter TLD. */
const EMAIL =
  "(?<![A-Za-z0-9._%+\\-])[A-Za-z0-9._%+\\-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.){1,8}[A-Za-z]{2,24}(?![A-Za-z0-9\\-])";
/** Which capture group (1-based; 0 = absent) holds each kind of match. */
export interface ScannerGroups {
  literal: number;
  email: number;
  phone: number;
  word: number;
}

export function compileScanner(
  known: KnownAddresses,
  names: NameIndex,
  findsEmails: boolean,
): { scanner: RegExp; group: ScannerGroups } {
  const alternatives: string[] = [];
  const group: ScannerGroups = { literal: 0, email: 0, phone: 0, word: 0 };
  const add = (kind: keyof ScannerGroups, source: string) => {
    alternatives.push(`(${source})`);
    group[kind] = alternatives.length;
  };
  const literals = [...known.literals]
    .sort(([a], [b]) => b.length - a.length)
    .map(([key, hit]) =>
      hit.kind === "handle"
        ? `(?<![\\p{L}\\p{N}_])@?${literalSource(key)}(?![\\p{L}\\p{N}_])`
        : literalSource(key),
    );
  if (literals.length > 0) add("literal", literals.join("|"));
  if (findsEmails) add("email", EMAIL);
  add("phone", PHONE_CANDIDATE);
  if (names.prefixes.length > 0)
    add(
      "word",
      `(?<![\\p{L}\\p{M}\\p{N}_])(?=${names.prefixes.map(literalSource).join("|")})${WORD_SOURCE}(?![\\p{L}\\p{M}\\p{N}_])`,
    );
  return { scanner: new RegExp(alternatives.join("|"), "gu"), group };
}

/** A literal as a case-insensitive pattern, without the `i` flag slowing the whole scanner. */
function literalSource(key: string): string {
  let source = "";
  for (const char of key) {
    if (char === " ") source += "\\s+";
    else if (char.toUpperCase() !== char)
      source += `[${escapeForClass(char + char.toUpperCase())}]`;
    else source += char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return source;
}

function escapeForClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, "\\$&");
}
