/**
 * The country calling code at the start of an international number (E.164 digits, no `+`).
 * The assigned codes are prefix-free: `1` and `7` are one digit, the two-digit codes are
 * listed below, and every other code is three digits. Knowing where the code ends lets a
 * masked number keep it (`+972-••-•••-0142`) and lets `052-…` (national, trunk `0`) be
 * recognised as the same person as `+97252…`.
 */
const TWO_DIGIT_CODES = new Set(
  (
    "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 " +
    "60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98"
  ).split(" "),
);

export function countryCodeOf(digits: string): string {
  if (digits.startsWith("1") || digits.startsWith("7")) return digits[0]!;
  const two = digits.slice(0, 2);
  return TWO_DIGIT_CODES.has(two) ? two : digits.slice(0, 3);
}
