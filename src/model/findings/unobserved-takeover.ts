/**
 * A takeover nobody was seen holding. While a person has the conversation the agent is
 * muted on purpose; `humanObservedAt` null means the runtime never observed anyone holding
 * the chat — even on a RESOLVED row, because ownership returning to the assistant is
 * equally what a chat nobody touched reports. An operator turn (`HUMAN_OPERATOR`) inside
 * the takeover is a person all the same: the finding then says both, as a note rather
 * than a warning (`takeover-evidence.ts`). O(takeovers × turns).
 */
import { formatDuration } from "../format/duration";
import { operatorTurnsDuring } from "../topic/takeover-evidence";
import { fruxonCommand, offer } from "./cli-command";
import { makeFinding, type Finding, type FindingFact } from "./finding";
import {
  entryRef,
  type ConversationFindingInput,
} from "./conversation-finding";

export function findUnobservedTakeovers(
  input: ConversationFindingInput,
): Finding[] {
  if (!input.takeovers) return [];
  return input.takeovers
    .filter((takeover) => takeover.humanObservedAt === null)
    .map((takeover) => {
      const status = takeover.status ?? "status unknown";
      const facts: FindingFact[] = [{ label: "Status", text: status }];
      if (takeover.openedAt !== null)
        facts.push({ label: "Opened", at: takeover.openedAt });
      if (takeover.resolvedAt !== null)
        facts.push({ label: "Resolved", at: takeover.resolvedAt });
      if (takeover.openDurationMs !== null)
        facts.push({
          label: "Held for",
          text: formatDuration(takeover.openDurationMs),
        });
      const operatorTurns = operatorTurnsDuring(takeover, input.turns);
      for (const turn of operatorTurns)
        if (turn.at !== null)
          facts.push({ label: "Operator turn", at: turn.at });
      const isContradicted = operatorTurns.length > 0;
      return makeFinding({
        kind: "unobserved-takeover",
        severity: isContradicted ? "info" : "warning",
        title: isContradicted
          ? `A takeover (${status}) the runtime never saw a person holding (humanObservedAt: null), but ${operatorTurns.length === 1 ? "an operator turn is" : `${operatorTurns.length} operator turns are`} inside it`
          : `A takeover (${status}) that nobody was seen holding (humanObservedAt: null)`,
        detail: isContradicted
          ? "The runtime did not observe anyone holding the chat, yet a person replied from the console while it was open (a turn stamped author: HUMAN_OPERATOR): someone did handle it, unseen by the presence check."
          : (takeover.status === "RESOLVED"
              ? "RESOLVED does not mean someone handled it: ownership returning to the assistant is also what a chat nobody touched reports. "
              : "") +
            "The agent was muted for the whole takeover, and the runtime never observed a person in the chat; no operator turn among the loaded turns is inside it.",
        entries: [
          entryRef(input, takeover.id, "the takeover", takeover.address),
          ...operatorTurns.map((turn) =>
            entryRef(input, turn.id, "the operator's turn"),
          ),
        ],
        facts,
        commands: offer([
          {
            command: takeover.address
              ? fruxonCommand`fruxon escalations history --agent ${input.agentId} --address ${takeover.address}`
              : fruxonCommand`fruxon escalations history --agent ${input.agentId}`,
            note: "every takeover of this address",
          },
        ]),
      });
    });
}
