/**
 * One topic's conversation, read as the page's conversation view reads it
 * (`src/api/useTopicConversation.ts`): the topic, its turns paged back until the run's own
 * turn is loaded (`model/topic/run-turn-search.ts`, at most 40 pages), its sessions, the
 * participant's withheld messages and the address's takeovers — each a `ContextPart` —
 * assembled into a transcript with the conversation findings. A part that did not load is
 * named in `notChecked`; with no topic or turns, no finding is computed (null).
 */
import { collectConversationFindings } from "../../src/model/findings/collect-conversation-findings";
import type { Finding } from "../../src/model/findings/finding";
import { searchRunTurn } from "../../src/model/topic/run-turn-search";
import {
  loadedValue,
  type ContextPart,
  type Topic,
  type TurnPage,
} from "../../src/model/topic/topic";
import {
  takeoversOfTopic,
  withheldOfTopic,
} from "../../src/model/topic/topic-context";
import { topicReads } from "../../src/model/topic/topic-reads";
import {
  assembleTranscript,
  type Transcript,
} from "../../src/model/topic/transcript";
import type { AssistantReads } from "./assistant-reads";

export interface TopicConversation {
  topic: ContextPart<Topic>;
  transcript: Transcript | null;
  /** Older turns exist that were not read. */
  hasOlder: boolean;
  findings: Finding[] | null;
  /** Parts the findings could not look at, by name. */
  notChecked: string[];
}

/** A read's answer as a part: a thrown error is the part's failure, said as the proxy said it. */
export async function settle<T>(
  read: Promise<ContextPart<T>>,
): Promise<ContextPart<T>> {
  try {
    return await read;
  } catch (error) {
    return { state: "failed", message: (error as Error).message };
  }
}

export async function readTopicConversation(
  reads: AssistantReads,
  agentId: string,
  topicId: string,
  run: { runId: string; runStartedAt: number | null } | null,
): Promise<TopicConversation> {
  const { context } = reads;
  const [topicPart, sessionsPart] = await Promise.all([
    settle(context.fetchTopic(agentId, topicId)),
    settle(context.fetchTopicSessions(agentId, topicId)),
  ]);
  const topic = loadedValue(topicPart);
  const { withheldOf, takeoversAt } = topicReads(topicId, topic);
  const [withheldPart, takeoversPart] = await Promise.all([
    withheldOf ? settle(context.fetchWithheld(agentId, withheldOf, {})) : null,
    takeoversAt ? settle(context.fetchTakeovers(agentId, takeoversAt)) : null,
  ]);
  const sessions = loadedValue(sessionsPart);
  const withheldList = withheldPart ? loadedValue(withheldPart) : null;
  const takeoverList = takeoversPart ? loadedValue(takeoversPart) : null;
  // This topic's share of the participant's withheld messages and the address's takeovers.
  const withheld =
    withheldList && topic ? withheldOfTopic(withheldList, topic) : null;
  const takeovers =
    takeoverList && topic ? takeoversOfTopic(takeoverList, topic) : null;

  const pages: TurnPage[] = [];
  let turnsFailed: string | null = null;
  let cursor: string | null = null;
  let transcript: Transcript | null = null;
  let hasOlder = false;
  for (;;) {
    const page: ContextPart<TurnPage> = await settle(
      context.fetchTurnPage(agentId, topicId, cursor),
    );
    if (page.state !== "loaded") {
      turnsFailed = page.state === "failed" ? page.message : "not exposed";
      break;
    }
    pages.push(page.value);
    cursor = page.value.nextPageToken;
    hasOlder = cursor !== null;
    transcript = topic
      ? assembleTranscript({
          pages,
          hasOlder,
          sessions,
          withheld,
          takeovers,
          runId: run?.runId ?? null,
        })
      : null;
    const { fetchOlder } = searchRunTurn({
      run,
      focusId: null,
      transcript,
      hasOlder,
      isFetchingOlder: false,
      pagesLoaded: pages.length,
    });
    if (!fetchOlder) break;
  }
  if (turnsFailed) transcript = null;
  const findings =
    transcript && topic
      ? collectConversationFindings({
          agentId,
          topic,
          turns: transcript.turns,
          sessions,
          withheld,
          takeovers,
        })
      : null;
  return {
    topic: topicPart,
    transcript,
    hasOlder,
    findings,
    notChecked: [
      ...(topic ? [] : ["the topic"]),
      ...(turnsFailed ? [`the turns (${turnsFailed})`] : []),
      ...(sessions ? [] : ["sessions"]),
      ...(withheld ? [] : ["withheld messages"]),
      ...(takeovers ? [] : ["takeovers"]),
    ],
  };
}
