/**
 * The agent presenting a person's words as its own. A colleague's console reply is stored
 * as an ASSISTANT turn by `HUMAN_OPERATOR`, so the agent reads it on re-engage as if it had
 * said it; rows from before authorship stamping are `UNSPECIFIED` and could be either. When
 * a later turn by the agent repeats such a turn's words, the customer hears the
 * colleague's statement quoted back by the agent.
 *
 * Only turns of one session count: a fresh session starts with an empty transcript, so
 * the agent never read a person's turn from an earlier session.
 *
 * Approach: word 8-grams (lowercased, punctuation dropped), keyed by session. One pass in
 * time order keeps
 * the grams of person-or-unknown ASSISTANT turns and notes every gram seen in two earlier
 * ASSISTANT turns as boilerplate (a greeting the agent always writes is not a quote). An
 * AGENT turn sharing a non-boilerplate gram with an earlier such turn quotes it. O(words).
 * It does not read meaning: a paraphrase without eight words in a row is not caught.
 */
import type { Turn } from "../topic/topic";
import { isPossiblyByPerson } from "../topic/turn-author";
import { makeFinding, type Finding } from "./finding";
import {
  entryRef,
  excerpt,
  turnRunRef,
  type ConversationFindingInput,
} from "./conversation-finding";

export const QUOTE_WORDS = 8;

export interface Quote {
  source: Turn;
  quotedBy: Turn;
  /** The first shared run of words, as it reads in the source. */
  words: string;
}

export function findQuotes(turns: readonly Turn[]): Quote[] {
  const firstSeen = new Map<string, number>();
  const boilerplate = new Set<string>();
  const quotes: Quote[] = [];
  const quoted = new Set<number>();
  turns.forEach((turn, index) => {
    if (turn.role !== "ASSISTANT") return;
    const session = turn.sessionId ?? "";
    const grams = [...wordGrams(turn.text)].map(
      (gram) => `${session}\u0000${gram}`,
    );
    if (isPossiblyByPerson(turn)) {
      for (const gram of grams) {
        if (firstSeen.has(gram)) boilerplate.add(gram);
        else firstSeen.set(gram, index);
      }
      return;
    }
    for (const gram of grams) {
      const source = firstSeen.get(gram);
      if (source === undefined) {
        firstSeen.set(gram, index);
        continue;
      }
      if (boilerplate.has(gram) || quoted.has(source)) continue;
      const sourceTurn = turns[source]!;
      if (!isPossiblyByPerson(sourceTurn)) {
        boilerplate.add(gram);
        continue;
      }
      quoted.add(source);
      quotes.push({
        source: sourceTurn,
        quotedBy: turn,
        words: gram.slice(gram.indexOf("\u0000") + 1),
      });
    }
  });
  return quotes;
}

export function findOperatorWordsQuoted(
  input: ConversationFindingInput,
): Finding[] {
  return findQuotes(input.turns).map(({ source, quotedBy, words }) => {
    const isOperator = source.author === "HUMAN_OPERATOR";
    const run = turnRunRef(quotedBy, input.agentId, "the run that quoted it");
    return makeFinding({
      kind: "operator-words-quoted",
      severity: isOperator ? "warning" : "info",
      title: isOperator
        ? "The agent repeated a human operator's words as its own"
        : "The agent repeated an ASSISTANT turn of unknown author (could be a person's)",
      detail:
        (isOperator
          ? "A person's reply is stored as an ASSISTANT turn (author HUMAN_OPERATOR) so the agent reads it on re-engage — and here the agent later said the same words, as if it had done what the person did. "
          : "This ASSISTANT turn predates authorship stamping (UNSPECIFIED): it could be the agent's or a person's, and it is not a synonym for the agent. ") +
        `Shared words: “${words}”.`,
      entries: [
        entryRef(
          input,
          source.id,
          isOperator ? "the operator's turn" : "the turn of unknown author",
          excerpt(source.text),
        ),
        entryRef(
          input,
          quotedBy.id,
          "the agent's turn",
          excerpt(quotedBy.text),
        ),
      ],
      runs: run ? [run] : [],
    });
  });
}

/** Distinct word n-grams of a text, lowercased, letters and digits only (any script). */
export function wordGrams(text: string, size = QUOTE_WORDS): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + size <= words.length; i++)
    grams.add(words.slice(i, i + size).join(" "));
  return grams;
}
