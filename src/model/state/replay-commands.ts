/**
 * Replays as commands (the app stays read-only): for a `system/search_assets` step, the
 * `fruxon assets search` variants the investigation workflow gives — the query as sent, a shortened query,
 * `--explain`, `--mode VECTOR` — and for a reply that went wrong, the sandbox fork.
 * Ids must pass the one id rule (`isValidId`) or no command is offered; free text (the
 * query) becomes one shell word through `shellWord`, so a pasted command runs what it says.
 */
import { shellWord } from "../format/shell-word";
import type { FindingCommand } from "../findings/finding";
import { fruxonCommand } from "../findings/cli-command";
import { isValidId } from "../ids";
import type { AssetSearchOp } from "./trace-state";

/** Words a full-text leg matches on everything, dropped when shortening a query. */
const STOP_WORDS = new Set(
  "a an and are at be by can did do does for from has have how i if in is it its my of on or so that the there this to was what when where which while who will with would you your".split(
    " ",
  ),
);
const SHORT_WORDS = 4;

/**
 * A query cut to its first few content words: the full-text leg wants every term in one
 * chunk, so a long query matches less than a short one. null when it is short already.
 */
export function shortenQuery(query: string): string | null {
  const words = query
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word !== "" && !STOP_WORDS.has(word.toLowerCase()));
  if (words.length <= SHORT_WORDS) return null;
  return words.slice(0, SHORT_WORDS).join(" ");
}

function assetsSearch(kb: string, query: string, extra = ""): string {
  return `fruxon assets search ${shellWord(kb)} -q ${shellWord(query)}${extra}`;
}

/** The replay commands of one knowledge search; empty when its knowledge base is unknown or not an id. */
export function assetReplayCommands(search: AssetSearchOp): FindingCommand[] {
  const kb = search.knowledgeBaseId;
  if (kb === null || !isValidId(kb)) return [];
  const short = shortenQuery(search.query);
  return [
    {
      label: "the query as sent",
      command: assetsSearch(kb, search.query),
      note: "the same search today: a different answer means retrieval, not reasoning, was the fault",
    },
    ...(short
      ? [
          {
            label: "shortened",
            command: assetsSearch(kb, short),
            note: "a long query matches less on the full-text leg: re-run it shortened before concluding it is not indexed",
          },
        ]
      : []),
    {
      label: "--explain",
      command: assetsSearch(kb, search.query, " --explain"),
      note: "which leg lost the chunk you expected (FTS_LEG_EMPTY, WEAK_VECTOR_MATCH, …)",
    },
    {
      label: "--mode VECTOR",
      command: assetsSearch(kb, search.query, " --mode VECTOR"),
      note: "a real 0–1 similarity: in HYBRID the top hit always scores 1.0 and says nothing about relevance",
    },
  ];
}

/** §10: fork the reply that went wrong into a sandbox with the draft, and re-send the customer's message. */
export function sandboxForkCommands(input: {
  agentId: string;
  topicId: string;
  messageId: string;
}): FindingCommand[] {
  const { agentId, topicId, messageId } = input;
  const fork = fruxonCommand`fruxon agents sandbox fork ${agentId} ${topicId} ${messageId} --send --draft -o id`;
  if (fork === null) return [];
  const candidates: (Omit<FindingCommand, "command"> & {
    command: string | null;
  })[] = [
    {
      label: "the turns",
      command: fruxonCommand`fruxon agents topics messages ${agentId} ${topicId} -o json`,
      note: "the reply that went wrong and the turns before it",
    },
    {
      label: "pull the draft",
      command: fruxonCommand`fruxon agents draft pull ${agentId}`,
      note: "edit it, then push it back",
    },
    {
      label: "push the draft",
      command: fruxonCommand`fruxon agents draft push ${agentId}`,
      note: "after editing",
    },
    {
      label: "fork and re-send",
      command: fork,
      note: "copies the turns the agent had loaded into a fresh sandbox session and re-sends the customer's message to your draft; tools run live against today's data, integration writes wait as pending approvals",
    },
    {
      label: "fork and stream",
      command: `fruxon agents sandbox stream ${shellWord(agentId)} "$(${fork})"`,
      note: "the same fork, streaming the sandbox session it prints",
    },
  ];
  return candidates.flatMap((candidate) =>
    candidate.command === null
      ? []
      : [{ ...candidate, command: candidate.command }],
  );
}
