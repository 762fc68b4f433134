/**
 * What the evidence says about who held a takeover. `humanObservedAt` null means the
 * runtime never observed a person holding the chat — but a console reply is stored as a
 * turn stamped `author: HUMAN_OPERATOR`, and such a turn written while the takeover was
 * open is a person in the chat all the same. The two are said together, never one
 * instead of the other.
 *
 * A takeover is open from `openedAt` to `resolvedAt` (else `openedAt + openDurationMs`;
 * else, still open or its end not recorded, onwards). O(turns) per takeover.
 */
import type { Takeover, Turn } from "./topic";

/** The turns a person (HUMAN_OPERATOR) wrote while the takeover was open, oldest first. */
export function operatorTurnsDuring(
  takeover: Takeover,
  turns: readonly Turn[],
): Turn[] {
  const from = takeover.openedAt;
  if (from === null) return [];
  const to =
    takeover.resolvedAt ??
    (takeover.openDurationMs !== null
      ? from + takeover.openDurationMs
      : Infinity);
  return turns
    .filter(
      (turn) =>
        turn.author === "HUMAN_OPERATOR" &&
        turn.at !== null &&
        turn.at >= from &&
        turn.at <= to,
    )
    .sort((a, b) => a.at! - b.at!);
}

/**
 * Whether a person was in the chat, in plain words with the field they come from:
 * "a person was seen holding the chat", "nobody was seen holding the chat
 * (humanObservedAt: null)", or — with operator turns inside — both.
 */
export function describeHumanPresence(
  takeover: Takeover,
  operatorTurns: readonly Turn[],
): string {
  if (takeover.humanObservedAt !== null)
    return "a person was seen holding the chat";
  if (operatorTurns.length === 0)
    return "nobody was seen holding the chat (humanObservedAt: null)";
  const count =
    operatorTurns.length === 1
      ? "an operator turn is"
      : `${operatorTurns.length} operator turns are`;
  return `the runtime never observed a person holding the chat (humanObservedAt: null), but ${count} inside it (author: HUMAN_OPERATOR)`;
}
