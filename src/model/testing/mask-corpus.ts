/**
 * The masker's test corpora, used by tests only. Personal strings are written the ways
 * people and systems write them, and put in the places they turn up: running text in
 * English, Hebrew and Arabic, JSON, and JSON inside JSON with non-ASCII escaped as the API
 * escapes it. The non-personal corpus is what a trace is full of and must come out
 * untouched: ids, timestamps, amounts, versions, step paths.
 */

/** Phone numbers of people the mask input does not know: found by their shape alone. */
export const PHONE_SPELLINGS: readonly string[] = [
  "+972-54-663-0118",
  "+972 54 663 0118",
  "+972546630118",
  "+972 (0)54-663-0118",
  "+972\u201154\u2011663\u20110118",
  "+972\u00a054\u00a0663\u00a00118",
  "00972-54-663-0118",
  "0097254 663 0118",
  "0546630118",
  "054-663-0118",
  "054 663 0118",
  "054.663.0118",
  "(054) 663-0118",
  "\u0660\u0665\u0664\u0666\u0666\u0663\u0660\u0661\u0661\u0668",
  "03-6123456",
  "03 612 3456",
  "+44 20 7946 0958",
  "+44 (0)20 7946 0958",
  "020 7946 0958",
  "+1 (212) 555-0142",
  "+1-212-555-0142",
  "1-212-555-0142",
  "(212) 555-0142",
  "212-555-0142",
  "212.555.0142",
  "+33 1 42 68 53 00",
  "+49 30 901820",
  "+49 (0)30 9018 2000",
  "+971 50 123 4567",
  "+966 55 123 4567",
  "+20 100 123 4567",
  "+7 495 123-45-67",
  "+91 98765 43210",
  "+61 4 1234 5678",
  "+86 138 0013 8000",
  // Without a `+` or a trunk 0, a number has no shape of its own: only a known one is found.
  "972-54-663-0118",
];

export const EMAIL_SPELLINGS: readonly string[] = [
  "dana.levi@meridian-brokers.co.il",
  "MICHAL.COHEN84@GMAIL.COM",
  "omer+orders@outlook.com",
  "s_goldstein@icloud.com",
  "noa-barak@walla.co.il",
  "user123@sub.domain.example.org",
  "x%y@mail.example.travel",
];

export interface Context {
  name: string;
  wrap: (personal: string) => string;
}

/** Where a personal string turns up. */
export const CONTEXTS: readonly Context[] = [
  { name: "English text", wrap: (p) => `Call me at ${p} after 5pm.` },
  { name: "Hebrew text", wrap: (p) => `מספר הטלפון שלי הוא ${p}, תודה` },
  { name: "Hebrew touching", wrap: (p) => `טלפון:${p}בבקשה` },
  { name: "Arabic text", wrap: (p) => `رقم هاتفي ${p} شكراً` },
  { name: "bidi marks", wrap: (p) => `\u200f${p}\u200e` },
  { name: "quoted", wrap: (p) => `("${p}")` },
  {
    name: "JSON",
    wrap: (p) =>
      JSON.stringify({ customer: { contact: p, note: `reach at ${p}` } }),
  },
  {
    name: "JSON after a newline",
    wrap: (p) => JSON.stringify({ note: `line one\n${p}` }),
  },
  {
    name: "double-encoded, escaped",
    wrap: (p) =>
      escapeNonAscii(
        JSON.stringify({ prompt: JSON.stringify({ message: `שלום, ${p}` }) }),
      ),
  },
  {
    name: "triple-encoded, escaped",
    wrap: (p) =>
      JSON.stringify({
        strValue: escapeNonAscii(
          JSON.stringify({ items: [JSON.stringify({ from: `מאת ${p}` })] }),
        ),
      }),
  },
];

/** Never personal: each must come out of the masker exactly as it went in. */
export const NON_PERSONAL: readonly string[] = [
  "550e8400-e29b-41d4-a716-446655440000",
  "0b6f4d2e-9a1c-4e3b-8f7d-5c2a1e0d9b00",
  "ts_0524418830",
  "ts_1754464000000",
  "run_20260501_0524418830",
  "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  "0x0524418830",
  "3f786850e387550fdab836ed7e6dc881de23001b",
  "2026-05-01T10:22:33.000Z",
  "2026-05-01T10:22:33+03:00",
  "2026-05-01 10:22:33",
  "2026-05-01 1030",
  "01.05.2026 10:30",
  "01/05/2026",
  "01-05-2026 1030",
  "1754464000000",
  "1754464000",
  "-1754464000000",
  "0000012345",
  "₪1,240.00",
  "$12,345,678.90",
  "1 234 567,89 €",
  "0.00042",
  "0.524418830",
  "1.2.3",
  "v10.20.30",
  "2.0.0-rc.1",
  "1.1.3",
  "1.12.3.45.6.7.88",
  "192.168.100.200",
  "10.0.0.1:8723",
  "00:09:12.345",
  "10:00-12:00",
  "order #10517",
  "JE-0480000",
  "INV-2026-000123",
  "ISBN 978-3-16-148410-0",
  "12 34 56 78 90",
  "100 200 3000",
  "32.0853, 34.7818",
  "3+4=7",
  "inputTokens 4200, cachedTokens 1024",
  "icon@2x.png",
  "react@19.1.0",
  "@tanstack/react-query@5.108.4",
  "Revision 59, 22 records, 2 of 20 processed",
  "execution_record_id 7d0c1c5e-5a43-4d9b-9f6e-2c1b0a9e8d77",
  "step 1.1.3 took 9 min 12 s",
  "/v1/tenants/acme/agents/email_policies_parser/executionRecords",
  "I will ask the underwriting desk",
];

/** `\uXXXX` for every non-ASCII code unit, as Python's `json.dumps` (the API) writes. */
export function escapeNonAscii(text: string): string {
  return text.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
