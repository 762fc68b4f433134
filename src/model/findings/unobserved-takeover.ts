/**
 * A takeover nobody was seen holding. While a person has the conversation the agent is
 * muted on purpose; `humanObservedAt` null means nobody was ever seen actually holding the
 * chat — even on a RESOLVED row, because ownership returning to the assistant is equally
 * what a chat nobody touched reports. O(takeovers).
 */
import { formatDuration } from "../format/duration";
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
      return makeFinding({
        kind: "unobserved-takeover",
        severity: "warning",
        title: `A takeover (${status}) that nobody was seen holding: humanObservedAt is null`,
        detail:
          (takeover.status === "RESOLVED"
            ? "RESOLVED does not mean someone handled it: ownership returning to the assistant is also what a chat nobody touched reports. "
            : "") +
          "The agent was muted for the whole takeover, and no person was ever seen in the chat.",
        entries: [
          entryRef(input, takeover.id, "the takeover", takeover.address),
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
