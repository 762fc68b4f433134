/**
 * The masker: personal data out of any text or JSON value, the same way everywhere.
 *
 * `createMasker(input)` compiles its matcher once (`scanner.ts`: one regular expression for
 * everything it looks for — the user's strings and the subjects' handles, emails, phone
 * candidates, words that start like a known name) and returns pure functions over it. Each
 * string is scanned once, on its escape-decoded view (`escaped-view.ts`), so `\u05e9…` and
 * `\"+972…\"` inside double-encoded JSON are found and replaced without breaking the JSON.
 *
 * What replaces what (decision 1700), all stable across views and screens:
 * - a known person's name or handle → `Customer A` (`@customer-a`), lettered by input order;
 * - an email → `customer-a@•••` when it is a known person's, else `email-<tag>@•••`;
 * - a phone number → `+972-••-•••-0142` (country code and last digits kept; the known
 *   person's canonical number when the text spells it another way);
 * - a user string → `[masked N]`.
 * Replacements hold no `"`, `\` or control character, and nothing they produce is matched
 * again: masking masked text changes nothing.
 *
 * Cost: O(text) per string, plus a `Map` lookup per word that starts like a known name; short
 * strings repeated across a trace are masked once (a bounded cache).
 */
import { escapedView, rewriteSpans, type Replacement } from "./escaped-view";
import {
  knownAddresses,
  literalKey,
  type KnownAddresses,
} from "./known-addresses";
import { buildNameIndex, matchName } from "./name-index";
import { maskedPhone, readPhone } from "./phone";
import { customerLabel, identityTag, letterOf } from "./pseudonym";
import { rewriteJson } from "./rewrite-json";
import { compileScanner, type ScannerGroups } from "./scanner";
import type { MaskInput } from "./subjects";

export interface MaskOptions {
  /** Last digits of a phone number left visible (default 4; at least five always stay hidden). */
  visiblePhoneDigits?: number;
  /** Salt of the tags of emails nobody in the input owns (default ""). */
  salt?: string;
}

export interface Masker {
  /** The text with everything personal replaced; JSON inside it stays valid. */
  maskText: (text: string) => string;
  /**
   * A masked copy of a JSON value: every string and key, and any integer that is a known
   * person's number (which becomes a string). The value is not mutated.
   */
  maskValue: <T>(value: T) => T;
}

/** `icon@2x.png` is a file name, not an address. */
const FILE_SUFFIXES = new Set(
  "png jpg jpeg gif svg webp ico json js ts css html txt pdf zip md".split(" "),
);

/** What the masker hides, by rule name (for a bundle's manifest; decision 1700). */
export const MASK_RULES = [
  "phone-numbers",
  "emails",
  "participant-names",
  "participant-handles",
  "user-strings",
] as const;

const CACHED_LENGTH = 48;
const CACHED_STRINGS = 50_000;

export function createMasker(
  input: MaskInput,
  options: MaskOptions = {},
): Masker {
  const visible = options.visiblePhoneDigits ?? 4;
  const salt = options.salt ?? "";
  const known = knownAddresses(input);
  const names = buildNameIndex(input.subjects);
  // Two compilations: most strings hold no `@`, and the email alternative is the costly one.
  const withEmail = compileScanner(known, names, true);
  const withoutEmail = compileScanner(known, names, false);
  const isKnownDigits = (digits: string) => known.phones.has(digits);

  /** What replaces the match, and where the replaced span ends; null to leave it. */
  const replace = (
    match: RegExpExecArray,
    text: string,
    group: ScannerGroups,
  ): Replacement | null => {
    const start = match.index;
    const found = match[0];
    const end = start + found.length;
    if (group.literal > 0 && match[group.literal] !== undefined) {
      const hit = known.literals.get(literalKey(found.replace(/^@/, "")));
      if (!hit) return null;
      return {
        start,
        end,
        text:
          hit.kind === "user"
            ? `[masked ${hit.position + 1}]`
            : handleLabel(found, hit.subject),
      };
    }
    if (group.email > 0 && match[group.email] !== undefined) {
      const masked = maskedEmail(found.toLowerCase(), known, salt);
      return masked === null ? null : { start, end, text: masked };
    }
    if (match[group.phone] !== undefined) {
      const reading = readPhone(found, isKnownDigits);
      if (!reading) return null;
      const phone = known.phones.get(reading.digits) ?? reading;
      return {
        start,
        end: start + reading.length,
        text: maskedPhone(phone.digits, phone.international, visible),
      };
    }
    const name = matchName(names, text, start, end);
    return name
      ? { start, end: name.end, text: customerLabel(name.subject) }
      : null;
  };

  const maskText = (source: string): string => {
    const view = escapedView(source);
    const text = view.text;
    const { scanner, group } = text.includes("@") ? withEmail : withoutEmail;
    let replacements: Replacement[] | null = null;
    scanner.lastIndex = 0;
    for (let match = scanner.exec(text); match; match = scanner.exec(text)) {
      const replacement = replace(match, text, group);
      if (replacement) (replacements ??= []).push(replacement);
      // After a miss, scan on from the next character: a literal may start inside the match.
      scanner.lastIndex = replacement ? replacement.end : match.index + 1;
    }
    return replacements ? rewriteSpans(source, view, replacements) : source;
  };

  const maskNumber = (value: number): number | string => {
    if (!Number.isSafeInteger(value) || value < 1e7) return value;
    const phone = known.phones.get(String(value));
    return phone
      ? maskedPhone(phone.digits, phone.international, visible)
      : value;
  };

  // Traces repeat their short strings (types, statuses, tool and step names) thousands of
  // times; each is scanned once. Bounded, and sound because masking is a pure function.
  const seen = new Map<string, string>();
  const maskCached = (source: string): string => {
    if (source.length > CACHED_LENGTH) return maskText(source);
    let masked = seen.get(source);
    if (masked === undefined) {
      masked = maskText(source);
      if (seen.size < CACHED_STRINGS) seen.set(source, masked);
    }
    return masked;
  };

  return {
    maskText,
    maskValue: (value) =>
      rewriteJson(value, { text: maskCached, number: maskNumber }),
  };
}

/** `customer-a@•••` for a known person's address, `email-<tag>@•••` for anyone else's; null for a file name. */
function maskedEmail(
  address: string,
  known: KnownAddresses,
  salt: string,
): string | null {
  if (FILE_SUFFIXES.has(address.slice(address.lastIndexOf(".") + 1)))
    return null;
  const owner = known.emails.get(address);
  const local =
    owner === undefined
      ? `email-${identityTag(address, salt)}`
      : `customer-${letterOf(owner).toLowerCase()}`;
  return `${local}@•••`;
}

function handleLabel(found: string, subject: number): string {
  return found.startsWith("@")
    ? `@customer-${letterOf(subject).toLowerCase()}`
    : customerLabel(subject);
}
