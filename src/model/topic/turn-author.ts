/**
 * Who a turn is from, in words. The role alone misleads: a person's console reply is an
 * ASSISTANT turn by `HUMAN_OPERATOR`, and an ASSISTANT turn with `UNSPECIFIED` author
 * predates authorship stamping and could be the agent or a person — it is never shown as
 * the agent, because that is how an operator's words get read as the agent's.
 */
import type { Turn } from "./topic";

export type SpeakerKind =
  "participant" | "agent" | "operator" | "unknown" | "system";

export interface Speaker {
  kind: SpeakerKind;
  label: string;
}

export const UNKNOWN_AUTHOR_LABEL = "unknown author — could be either";

/**
 * `participantName`: the topic's participant, for USER turns, when known; else
 * "participant" (the person the topic is with — not necessarily a customer).
 */
export function speakerOf(
  turn: Pick<Turn, "role" | "author" | "agentId">,
  participantName: string | null = null,
): Speaker {
  if (turn.role === "USER")
    return { kind: "participant", label: participantName ?? "participant" };
  if (turn.role === "ASSISTANT") {
    if (turn.author === "AGENT")
      return { kind: "agent", label: `agent ${turn.agentId ?? ""}`.trim() };
    if (turn.author === "HUMAN_OPERATOR")
      return { kind: "operator", label: "human operator (a person)" };
    return { kind: "unknown", label: UNKNOWN_AUTHOR_LABEL };
  }
  return { kind: "system", label: turn.role.toLowerCase() };
}

/** An ASSISTANT turn the agent may not have written: a person's, or of unknown author. */
export function isPossiblyByPerson(turn: Pick<Turn, "role" | "author">) {
  return turn.role === "ASSISTANT" && turn.author !== "AGENT";
}
