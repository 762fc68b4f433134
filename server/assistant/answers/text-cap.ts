/**
 * Answers an assistant can hold: every part of an answer is capped, and a cut always says
 * what it cut and how to read on (never a silent truncation).
 */
import { formatCount } from "../../../src/model/format/number";

/** One payload (parameters, a result, reasoning) shows at most this many characters. */
export const PART_CAP = 8_000;
/** A whole answer is at most this many characters. */
export const ANSWER_CAP = 40_000;

/** `text` from `offset`, at most `cap` characters, with the cut said and how to read on. */
export function capPart(
  text: string,
  {
    offset = 0,
    cap = PART_CAP,
    more,
  }: { offset?: number; cap?: number; more: string },
): string {
  const from = Math.min(Math.max(0, offset), text.length);
  const shown = text.slice(from, from + cap);
  const end = from + shown.length;
  if (from === 0 && end === text.length) return shown;
  const rest =
    end < text.length ? `; ${more.replace("{offset}", String(end))}` : "";
  return `${shown}\n[cut: showing characters ${formatCount(from)}–${formatCount(end)} of ${formatCount(text.length)}${rest}]`;
}

/** The answer, cut at `ANSWER_CAP` with a last line that says so. */
export function capAnswer(text: string, cap = ANSWER_CAP): string {
  if (text.length <= cap) return text;
  return `${text.slice(0, cap)}\n\n[cut: the answer was ${formatCount(text.length)} characters; the first ${formatCount(cap)} are shown. Ask for one part (a step, a part of it, fewer matches) to see the rest.]`;
}

/** A fenced block whose fence the content cannot close. */
export function fenced(text: string, language = ""): string {
  const longest = Math.max(
    2,
    ...[...text.matchAll(/`+/g)].map((match) => match[0].length),
  );
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}
