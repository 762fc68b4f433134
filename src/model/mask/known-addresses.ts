/**
 * The subjects' addresses sorted by what they are, for lookups while scanning: emails by
 * lower-cased address; phone numbers by every spelling of their digits (E.164 `97252…`,
 * national `052…`, subscriber `52…`), all pointing at one identity; anything else (a
 * Telegram handle, a chat id) as a literal to find in text. The masker compiles the literals
 * into its one regular expression.
 */
import { countryCodeOf } from "./country-code";
import type { MaskInput } from "./subjects";

export interface KnownPhone {
  digits: string;
  international: boolean;
  subject: number;
}

export type KnownLiteral =
  { kind: "handle"; subject: number } | { kind: "user"; position: number };

export interface KnownAddresses {
  emails: Map<string, number>;
  phones: Map<string, KnownPhone>;
  /** Key: `literalKey(text)`. */
  literals: Map<string, KnownLiteral>;
}

const PHONE_ADDRESS = /^\+?[\d\s\-().\u00a0]{6,}$/;
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Handles and user strings shorter than this would mask too much. */
const MIN_LITERAL = 3;

export function knownAddresses(input: MaskInput): KnownAddresses {
  const emails = new Map<string, number>();
  const phones = new Map<string, KnownPhone>();
  const literals = new Map<string, KnownLiteral>();
  input.subjects.forEach((subject, index) => {
    for (const address of subject.addresses) {
      if (EMAIL_ADDRESS.test(address)) {
        if (!emails.has(address.toLowerCase()))
          emails.set(address.toLowerCase(), index);
      } else if (PHONE_ADDRESS.test(address) && /^(\+|0)/.test(address)) {
        for (const [form, phone] of phoneForms(address, index))
          if (!phones.has(form)) phones.set(form, phone);
      } else {
        const handle = address.replace(/^@/, "");
        if (handle.length >= MIN_LITERAL && !literals.has(literalKey(handle)))
          literals.set(literalKey(handle), { kind: "handle", subject: index });
      }
    }
  });
  input.userStrings.forEach((text, position) => {
    if (text.length >= MIN_LITERAL && !literals.has(literalKey(text)))
      literals.set(literalKey(text), { kind: "user", position });
  });
  return { emails, phones, literals };
}

/** Lower-cased, whitespace runs as one space: how a matched literal is looked up. */
export function literalKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}

function phoneForms(address: string, subject: number): [string, KnownPhone][] {
  const digits = address.replace(/\D/g, "");
  if (address.startsWith("+") || digits.startsWith("00")) {
    const e164 = digits.replace(/^00/, "");
    const national = e164.slice(countryCodeOf(e164).length);
    const phone = { digits: e164, international: true, subject };
    return [e164, national, `0${national}`].map((form) => [form, phone]);
  }
  return [[digits, { digits, international: false, subject }]];
}
