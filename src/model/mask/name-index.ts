/**
 * The known names, indexed by their first word, so the scanner can look each word of the
 * text up in a `Map` (O(1)) instead of trying every name at every position.
 *
 * Rules (decision 1700): a full name of two or more words matches case-insensitively with any
 * run of spaces or dashes between its words (`Dana Levi`, `DANA  LEVI`, `Dana-Levi`). For a
 * person (or a subject of unknown kind) each word of the name also matches alone — "Hi Dana"
 * — when it is at least 3 letters (2 in scripts without case, such as Hebrew and Arabic), is
 * not a particle (`van`, `ben`, `al`…), and is written as in the name or in capitals, so that
 * a person called Will does not mask every "will". A group's name matches only whole; an AI
 * agent's name is not personal and is left alone. Words are whole words: never inside
 * another word. Longer names are tried first, so "Dana Levi" wins over "Dana".
 */
import type { MaskSubject } from "./subjects";

export interface NameEntry {
  /** Lower-cased words of the name. */
  words: string[];
  subject: number;
  /** For a single word: the spellings it matches in (case-sensitive); null = any case. */
  spellings: string[] | null;
}

export interface NameIndex {
  byFirstWord: Map<string, NameEntry[]>;
  /** The first two letters (lower-cased) of every first word: the scanner's prefilter. */
  prefixes: string[];
}

/** A word as the scanner reads it: letters and marks, with inner apostrophes. */
export const WORD_SOURCE = "[\\p{L}\\p{M}]+(?:['’][\\p{L}\\p{M}]+)*";
const WORDS = new RegExp(WORD_SOURCE, "gu");
const POSSESSIVE = /['’]s$/i;
const PARTICLES = new Set(
  "al el la le de da di du del della der den van von ten ter bin ben bat abu ibn mr mrs ms dr st".split(
    " ",
  ),
);

export function buildNameIndex(subjects: readonly MaskSubject[]): NameIndex {
  const byFirstWord = new Map<string, NameEntry[]>();
  const put = (entry: NameEntry) => {
    const list = byFirstWord.get(entry.words[0]!) ?? [];
    if (!list.some((other) => sameEntry(other, entry))) list.push(entry);
    byFirstWord.set(entry.words[0]!, list);
  };
  subjects.forEach((subject, index) => {
    const kind = subject.kind?.toUpperCase() ?? null;
    if (kind === "AI_AGENT") return;
    const isPerson =
      kind === null || kind === "PERSON" || kind === "UNSPECIFIED";
    for (const name of subject.names) {
      const words = name.match(WORDS) ?? [];
      if (words.length >= 2)
        put({
          words: words.map((word) => word.toLowerCase()),
          subject: index,
          spellings: null,
        });
      const single =
        words.length === 1
          ? words
          : isPerson
            ? words.filter(isMeaningfulPart)
            : [];
      for (const word of single)
        put({
          words: [word.toLowerCase()],
          subject: index,
          spellings: [word, word.toUpperCase()],
        });
    }
  });
  const prefixes = new Set<string>();
  for (const [first, entries] of byFirstWord) {
    entries.sort((a, b) => b.words.length - a.words.length);
    prefixes.add([...first].slice(0, 2).join(""));
  }
  return { byFirstWord, prefixes: [...prefixes] };
}

/**
 * The known name that starts with the word at `[start, end)` of `text`, or null: where it
 * ends and whose it is.
 */
export function matchName(
  index: NameIndex,
  text: string,
  start: number,
  end: number,
): { end: number; subject: number } | null {
  let word = text.slice(start, end);
  let entries = index.byFirstWord.get(word.toLowerCase());
  if (!entries && POSSESSIVE.test(word)) {
    // "Dana's order": the name without its possessive ending.
    word = word.slice(0, -2);
    end -= 2;
    entries = index.byFirstWord.get(word.toLowerCase());
  }
  if (!entries) return null;
  for (const entry of entries) {
    if (entry.words.length === 1) {
      if (entry.spellings === null || entry.spellings.includes(word))
        return { end, subject: entry.subject };
      continue;
    }
    const followed = followingWords(text, end, entry.words.length - 1);
    if (
      followed &&
      followed.words.every(
        (next, i) => next.toLowerCase() === entry.words[i + 1],
      )
    )
      return { end: followed.end, subject: entry.subject };
  }
  return null;
}

const NEXT_WORD = new RegExp(`[\\s\\-\\u00a0]+(${WORD_SOURCE})`, "uy");

function followingWords(
  text: string,
  from: number,
  count: number,
): { words: string[]; end: number } | null {
  const words: string[] = [];
  let at = from;
  for (let i = 0; i < count; i++) {
    NEXT_WORD.lastIndex = at;
    const match = NEXT_WORD.exec(text);
    if (!match) return null;
    words.push(match[1]!);
    at = NEXT_WORD.lastIndex;
  }
  return { words, end: at };
}

function isMeaningfulPart(word: string): boolean {
  const hasCase = word.toLowerCase() !== word.toUpperCase();
  return word.length >= (hasCase ? 3 : 2) && !PARTICLES.has(word.toLowerCase());
}

function sameEntry(a: NameEntry, b: NameEntry): boolean {
  return (
    a.words.join(" ") === b.words.join(" ") &&
    (a.spellings === null) === (b.spellings === null)
  );
}
