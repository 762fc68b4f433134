/**
 * `find_customer`: the people a phone number, email, handle or name finds — the proxy's own
 * participant search (`/api/participants`, `model/participants/match-participants.ts`),
 * the same the runs list's `participant=` filter resolves — and each one's latest runs on
 * the agents they are bound to (the runs list filtered by participant), with status,
 * delivery, start and the run's link, so "why did this customer's run fail?" goes on with
 * `open_run`. Masked, a person is "Customer A" with their numbers masked.
 */
import { formatTimestamp } from "../../../src/model/format/time";
import {
  normalizeFruxonParticipants,
  type Participant,
} from "../../../src/model/participants/participant";
import { apiPath } from "../../../src/model/reads/api-path";
import { runUrl } from "../../../src/model/summary/run-summary";
import type { AssistantReads } from "../assistant-reads";

/** People described (the best matches first). */
const MAX_PEOPLE = 5;
/** Agents whose runs are listed per person. */
const MAX_AGENTS = 5;
export const DEFAULT_RUNS = 10;

export async function customerAnswer(
  reads: AssistantReads,
  input: { query: string; runs: number },
): Promise<string> {
  const people = normalizeFruxonParticipants(
    await reads.getJson(
      `${apiPath("participants")}?${new URLSearchParams({ query: input.query, limit: String(MAX_PEOPLE + 1) }).toString()}`,
    ),
  );
  if (people.length === 0)
    return `Nobody matches ${JSON.stringify(input.query)}.`;
  const lines = [
    `## ${people.length > MAX_PEOPLE ? `More than ${MAX_PEOPLE} people` : `${people.length} ${people.length === 1 ? "person matches" : "people match"}`}${people.length > MAX_PEOPLE ? " match" : ""} ${JSON.stringify(input.query)}`,
  ];
  for (const person of people.slice(0, MAX_PEOPLE))
    lines.push("", ...(await personLines(reads, person, input.runs)));
  return lines.join("\n");
}

async function personLines(
  reads: AssistantReads,
  person: Participant,
  runs: number,
): Promise<string[]> {
  const lines = [
    `### ${person.displayName} (${person.kind ?? "kind unknown"}, participant ${person.id})`,
    "",
    `- Channels: ${person.channels.map((channel) => `${channel.label ?? "?"} ${channel.address}${channel.disabled ? " (disabled)" : ""}`).join(", ") || "none"}${person.email ? `; email ${person.email}` : ""}`,
  ];
  if (person.agentIds.length === 0) {
    lines.push("- Bound to no agent: no runs to list.");
    return lines;
  }
  for (const agentId of person.agentIds.slice(0, MAX_AGENTS)) {
    // The runs list filtered to this person: their id, never their number, in the address.
    const list = `${reads.origin}/agents/${encodeURIComponent(agentId)}/runs?${new URLSearchParams({ participant: person.id }).toString()}`;
    try {
      const page = await reads.runPage(agentId, { participant: person.id });
      const shown = page.runs.slice(0, runs);
      lines.push(
        `- Runs on ${agentId} (${shown.length} newest${page.nextPageToken || page.runs.length > shown.length ? ", more exist" : ""}): ${list}`,
      );
      for (const run of shown)
        lines.push(
          `  - ${run.id} ${run.status ?? "status unknown"}${run.deliveryStatus ? `/${run.deliveryStatus}` : ""}, started ${formatTimestamp(run.startTime, "utc")}${run.subject ? `: ${run.subject}` : ""} — ${runUrl(reads.origin, run)}`,
        );
      if (shown.length === 0) lines.push("  - none");
    } catch (error) {
      lines.push(
        `- Runs on ${agentId}: could not be listed (${(error as Error).message}) — ${list}`,
      );
    }
  }
  if (person.agentIds.length > MAX_AGENTS)
    lines.push(
      `- Bound to ${person.agentIds.length - MAX_AGENTS} more agents: ${person.agentIds.slice(MAX_AGENTS).join(", ")}`,
    );
  return lines;
}
