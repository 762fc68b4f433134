/**
 * Right-to-left text inside left-to-right text, shown as its writer meant it. Two things
 * go wrong with a subject like `Claims sweep for דנה לוי (+972-52-555-0142)`:
 *
 * - Neighbours: text next to a data string is reordered with it. Every data string is
 *   therefore isolated where it is shown (`<bdi>`, `DataText`).
 * - Inside one string: the Unicode bidi algorithm reads digits that follow Hebrew or Arabic
 *   letters as part of that right-to-left run (rule W2), so `(+972-52-555-0142)` renders
 *   as `(972-52-555-0142+)`. A left-to-right mark after each right-to-left phrase of a
 *   left-to-right string ends the run there; the phrase itself keeps its order.
 *
 * A string whose first strong letter is right-to-left is left as it is: its own direction
 * (with `dir="auto"`) already reads it right. O(length).
 */
const RTL_LETTERS = "\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF";
const RTL_PHRASE = new RegExp(
  `[${RTL_LETTERS}]+(?:\\s+[${RTL_LETTERS}]+)*`,
  "g",
);
const FIRST_STRONG = new RegExp(`[${RTL_LETTERS}]|\\p{L}`, "u");
const LRM = "\u200E";

export function keepLtrAroundRtl(text: string): string {
  const first = FIRST_STRONG.exec(text)?.[0];
  if (first === undefined || !/\d/.test(text)) return text;
  if (new RegExp(`[${RTL_LETTERS}]`).test(first)) return text;
  return text.replace(RTL_PHRASE, (phrase) => `${phrase}${LRM}`);
}
