/**
 * Phone numbers in running text: the candidate pattern the masker's scanner runs, the rules
 * that decide whether a candidate is a phone number, and how a masked number is written.
 *
 * A candidate is digits and `(…)` groups joined by at most one separator (space, dot, dash,
 * no-break space, Unicode dashes), optionally after a `+`, never directly after a Latin
 * letter, digit, `_`, `-`, `.`, `+`, `@` or `/` (so `ts_…`, `JE-0480000`, UUID segments,
 * `v1.2.3`, `1.1.3` and URL paths never start one) and never directly before a Latin letter
 * or digit. Hebrew or Arabic letters may touch it on either side. At most 25 groups are read
 * (a phone has at most 15 digits), so a long run of numbers costs O(length), not O(length²). The longest prefix of
 * its groups that passes `phoneFromGroups` is the phone; the rest is scanned again.
 *
 * Accepted (digits counted without separators):
 * - international: `+` or `00` then 8–15 digits (a `(0)` trunk group after the code is dropped);
 * - national with a trunk `0`: `052-441-8830`, `03 123 4567`, `0524418830` (9–12 digits);
 * - an area code in parentheses: `(212) 555-0142`, `(03) 123-4567` (9–12 digits);
 * - North American `212-555-0142` / `212.555.0142` / `1-800-555-0142`;
 * - any grouping (a bare run too) whose digits are a known participant's number in another
 *   spelling (`972524418830`, `52-441-8830`).
 * Rejected: dates (`2026-05-01`, `01.05.2026 1030`), epoch ms, amounts, IPs, versions, paths,
 * and digit groups with no phone shape (`12 34 56 78 90`).
 */
import { countryCodeOf } from "./country-code";

const SEP = "[ \\t.\\-\\u00a0\\u2010-\\u2013\\u2212]";
const TOKEN = "(?:\\(\\d{1,5}\\)|\\d)";
/** Regex source (for a `u`-flag scanner) of one phone candidate. */
export const PHONE_CANDIDATE = `(?<![A-Za-z0-9_.\\-+@/])(?:\\+${SEP}?)?${TOKEN}(?:${SEP}?${TOKEN}){0,24}(?![A-Za-z0-9_])`;

export interface PhoneReading {
  /** How many characters of the candidate the number covers. */
  length: number;
  /** Digits only: E.164 without `+` when international, the national digits otherwise. */
  digits: string;
  international: boolean;
}

/** No phone number this module accepts has fewer digits; most candidates (ids, counts) do. */
const MIN_DIGITS = 8;

interface Group {
  digits: string;
  inParentheses: boolean;
  /** The separator written before it ("" for none or for the first group). */
  separator: string;
  /** Offset in the candidate just after the group. */
  end: number;
}

/** The phone number at the start of `candidate`, or null; `isKnownDigits` admits known digits in any grouping. */
export function readPhone(
  candidate: string,
  isKnownDigits: (digits: string) => boolean,
): PhoneReading | null {
  if (countDigits(candidate) < MIN_DIGITS) return null;
  const hasPlus = candidate.startsWith("+");
  const groups = splitGroups(candidate, hasPlus ? 1 : 0);
  for (let count = groups.length; count > 0; count--) {
    const phone = phoneFromGroups(
      groups.slice(0, count),
      hasPlus,
      isKnownDigits,
    );
    if (phone) return { ...phone, length: groups[count - 1]!.end };
  }
  return null;
}

function countDigits(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
}

function splitGroups(candidate: string, from: number): Group[] {
  const groups: Group[] = [];
  let separator = "";
  let i = from;
  while (i < candidate.length) {
    const char = candidate[i]!;
    if (char === "(") {
      const close = candidate.indexOf(")", i);
      const digits = candidate.slice(i + 1, close);
      groups.push({ digits, inParentheses: true, separator, end: close + 1 });
      i = close + 1;
      separator = "";
    } else if (char >= "0" && char <= "9") {
      let end = i;
      while (
        end < candidate.length &&
        candidate[end]! >= "0" &&
        candidate[end]! <= "9"
      )
        end++;
      groups.push({
        digits: candidate.slice(i, end),
        inParentheses: false,
        separator,
        end,
      });
      i = end;
      separator = "";
    } else {
      separator = char;
      i++;
    }
  }
  return groups;
}

function phoneFromGroups(
  groups: Group[],
  hasPlus: boolean,
  isKnownDigits: (digits: string) => boolean,
): Omit<PhoneReading, "length"> | null {
  const all = groups.map((group) => group.digits).join("");
  const first = groups[0]!;
  const doubleZero = !hasPlus && !first.inParentheses && /^00[1-9]/.test(all);
  if (hasPlus || doubleZero) {
    const digits = groups
      .filter(
        (group, index) =>
          !(index > 0 && group.inParentheses && group.digits === "0"),
      )
      .map((group) => group.digits)
      .join("")
      .slice(doubleZero ? 2 : 0);
    const ok = digits.length >= 8 && digits.length <= 15 && digits[0] !== "0";
    return ok ? { digits, international: true } : null;
  }
  if (groups.length === 1 && !first.inParentheses) {
    const ok = /^0[1-9]\d{7,10}$/.test(all) || isKnownDigits(all);
    return ok ? { digits: all, international: false } : null;
  }
  const lengths = groups.map((group) => group.digits.length);
  if (looksLikeDate(lengths) || !dotsArePhoneShaped(groups)) return null;
  if (isKnownDigits(all)) return { digits: all, international: false };
  if (lengths.join() === "1,3,3,4" && first.digits === "1")
    return { digits: all, international: true };
  const nanp =
    lengths.join() === "3,3,4" &&
    first.digits[0] !== "0" &&
    first.digits[0] !== "1";
  const trunk =
    first.digits.startsWith("0") &&
    !first.digits.startsWith("00") &&
    first.digits.length <= 5 &&
    lengths.slice(1).every((length) => length >= 2);
  const areaCode = first.inParentheses && first.digits.length >= 2;
  const national = (trunk || areaCode) && all.length >= 9 && all.length <= 12;
  return nanp || national ? { digits: all, international: false } : null;
}

/** `2026-05-01 …`, `01-05-2026 …`: a date, even with a time after it. */
function looksLikeDate(lengths: number[]): boolean {
  const [a = 0, b = 0, c = 0] = lengths;
  return (a === 4 && b <= 2) || (a <= 2 && b <= 2 && c === 4);
}

/** Dots only in `212.555.0142` / `052.441.8830` shapes: never in versions, IPs or paths. */
function dotsArePhoneShaped(groups: Group[]): boolean {
  if (!groups.some((group) => group.separator === ".")) return true;
  const lengths = groups.map((group) => group.digits.length);
  return (
    groups.length === 3 &&
    groups.slice(1).every((group) => group.separator === ".") &&
    lengths[0]! >= 2 &&
    lengths[1]! >= 3 &&
    lengths[2] === 4
  );
}

/**
 * A masked number: the country code stays, the last `visible` digits stay (at least five
 * stay hidden), the rest become bullets grouped in threes from the right.
 */
export function maskedPhone(
  digits: string,
  international: boolean,
  visible: number,
): string {
  const code = international ? countryCodeOf(digits) : "";
  const national = digits.slice(code.length);
  const shown = Math.max(0, Math.min(visible, national.length - 5));
  const hidden = bulletGroups(national.length - shown);
  const tail = shown > 0 ? `-${national.slice(national.length - shown)}` : "";
  return `${code ? `+${code}-` : ""}${hidden}${tail}`;
}

/** 5 → `••-•••`: bullets in threes from the right. */
function bulletGroups(count: number): string {
  const head = count % 3;
  const threes = Array.from({ length: Math.floor(count / 3) }, () => "•••");
  return (head > 0 ? ["•".repeat(head), ...threes] : threes).join("-");
}
