/**
 * Bidirectional control characters in text from the data, made visible. An override such as
 * U+202E reverses what follows it on screen: a tool named `\u202Egnp.exe` reads "exe.png".
 * Names shown from traces pass through `markBidiControls`, which writes each such character
 * as a visible tag (`[U+202E]`), so what is shown is what the data holds. Ids never hold them
 * (`src/model/ids.ts`).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function markBidiControls(text: string): string;
export function markBidiControls(text: string | null): string | null;
export function markBidiControls(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(
    BIDI_CONTROLS,
    (char) =>
      `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`,
  );
}
