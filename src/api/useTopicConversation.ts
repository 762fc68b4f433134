/**
 * One topic's conversation for a view: the topic, its turns (paged back on request), its
 * sessions, the participant's withheld messages and the address's takeovers — each a
 * `ContextPart` — assembled into a transcript, with the conversation findings. The one
 * place the pure `model/topic` and `model/findings` functions run for the UI, so they can
 * move into a worker without touching a feature.
 *
 * With `runId`, older pages are fetched until that run's turn is loaded (or the loaded
 * turns are older than `runStartedAt`), so a run's own reply is always on screen; with
 * `focusId`, until that entry is loaded. Both stop after 40 pages (2,000 turns).
 */
import { partOf } from "./context-part";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { collectConversationFindings } from "../model/findings/collect-conversation-findings";
import { findBlindStarts } from "../model/findings/answered-blind";
import type { Finding } from "../model/findings/finding";
import type {
  ContextPart,
  InboundMessage,
  Takeover,
  Topic,
  TopicSession,
  TurnPage,
} from "../model/topic/topic";
import { loadedValue } from "../model/topic/topic";
import {
  takeoversOfTopic,
  withheldOfTopic,
} from "../model/topic/topic-context";
import { notAskedPart, topicReads } from "../model/topic/topic-reads";
import { assembleTranscript, type Transcript } from "../model/topic/transcript";
import {
  searchRunTurn,
  type RunWithoutTurn,
} from "../model/topic/run-turn-search";
import {
  takeoversQueryOptions,
  topicQueryOptions,
  topicSessionsQueryOptions,
  topicTurnsQueryOptions,
  withheldQueryOptions,
} from "./conversation-queries";

export interface TopicConversation {
  topic: ContextPart<Topic>;
  turns: ContextPart<TurnPage[]>;
  sessions: ContextPart<TopicSession[]>;
  withheld: ContextPart<InboundMessage[]>;
  takeovers: ContextPart<Takeover[]>;
  transcript: Transcript | null;
  /** null when the topic or its turns did not load: then no finding was computed. */
  findings: Finding[] | null;
  /** Parts the findings could not look at (not loaded), by name, when findings exist. */
  notChecked: string[];
  /** Sessions of this topic that started blind after a console-resolved one. */
  blindStarts: ReturnType<typeof findBlindStarts>;
  /**
   * The run asked for, once the search for its turn has ended without finding one among
   * the loaded turns, with how far they reach: the whole conversation, back to before the
   * run started, or not that far (null while looking, when found, or with no run asked for).
   */
  runWithoutTurn: RunWithoutTurn | null;
  hasOlder: boolean;
  isFetchingOlder: boolean;
  fetchOlder: () => void;
}

export function useTopicConversation(
  agentId: string,
  topicId: string | null,
  run: { runId: string; runStartedAt: number | null } | null = null,
  /** An entry to page back to (`?message=`), when it is not in the loaded turns. */
  focusId: string | null = null,
): TopicConversation {
  const enabled = topicReads(topicId, null).readsTopic;
  const id = topicId ?? "";
  const topicQuery = useQuery({ ...topicQueryOptions(agentId, id), enabled });
  const turnsQuery = useInfiniteQuery({
    ...topicTurnsQueryOptions(agentId, id),
    enabled,
  });
  const sessionsQuery = useQuery({
    ...topicSessionsQueryOptions(agentId, id),
    enabled,
  });
  const topic = loadedValue(partOf(topicQuery));
  // Which reads to make is the model's to decide; this hook asks for them.
  const { withheldOf, takeoversAt: address } = topicReads(topicId, topic);
  const withheldQuery = useQuery({
    ...withheldQueryOptions(agentId, withheldOf ?? ""),
    enabled: withheldOf !== null,
  });
  const takeoversQuery = useQuery({
    ...takeoversQueryOptions(agentId, address ?? ""),
    enabled: address !== null,
  });

  const pages = turnsQuery.data?.pages;
  const turnsError = turnsQuery.error;
  const turns = useMemo(
    (): ContextPart<TurnPage[]> =>
      turnsError
        ? { state: "failed", message: turnsError.message }
        : !pages
          ? { state: "loading" }
          : ((pages.find((page) => page.state !== "loaded") as
              ContextPart<TurnPage[]> | undefined) ?? {
              state: "loaded",
              value: pages.flatMap((page) =>
                page.state === "loaded" ? [page.value] : [],
              ),
            }),
    [pages, turnsError],
  );
  const sessions: ContextPart<TopicSession[]> = topic
    ? partOf(sessionsQuery)
    : notAskedPart(topicQuery);
  const withheld: ContextPart<InboundMessage[]> = withheldOf
    ? partOf(withheldQuery)
    : notAskedPart(topicQuery, "the topic names no participant");
  const takeovers: ContextPart<Takeover[]> = address
    ? partOf(takeoversQuery)
    : notAskedPart(topicQuery, "the topic has no channel address");

  const loadedTurns = loadedValue(turns);
  const sessionList = loadedValue(sessions);
  const withheldList = loadedValue(withheld);
  const takeoverList = loadedValue(takeovers);
  const hasOlder = turnsQuery.hasNextPage;
  const runId = run?.runId ?? null;

  // This topic's share of the participant's withheld messages and the address's takeovers.
  const withheldHere = useMemo(
    () => (withheldList && topic ? withheldOfTopic(withheldList, topic) : null),
    [withheldList, topic],
  );
  const takeoversHere = useMemo(
    () =>
      takeoverList && topic ? takeoversOfTopic(takeoverList, topic) : null,
    [takeoverList, topic],
  );
  const transcript = useMemo(
    () =>
      loadedTurns && topic
        ? assembleTranscript({
            pages: loadedTurns,
            hasOlder,
            sessions: sessionList,
            withheld: withheldHere,
            takeovers: takeoversHere,
            runId,
          })
        : null,
    [
      loadedTurns,
      topic,
      hasOlder,
      sessionList,
      withheldHere,
      takeoversHere,
      runId,
    ],
  );
  const findings = useMemo(
    () =>
      transcript && topic
        ? collectConversationFindings({
            agentId,
            topic,
            turns: transcript.turns,
            sessions: sessionList,
            withheld: withheldHere,
            takeovers: takeoversHere,
          })
        : null,
    [transcript, topic, agentId, sessionList, withheldHere, takeoversHere],
  );
  const notChecked = [
    ...(sessionList ? [] : ["sessions"]),
    ...(withheldList ? [] : ["withheld messages"]),
    ...(takeoverList ? [] : ["takeovers"]),
  ];
  const blindStarts = useMemo(
    () =>
      transcript && sessionList
        ? findBlindStarts(sessionList, transcript.turns)
        : [],
    [transcript, sessionList],
  );

  // Page back until this run's turn (or the asked-for entry) is loaded, so it is on screen.
  const { fetchOlder: needsOlder, runWithoutTurn } = searchRunTurn({
    run,
    focusId,
    transcript,
    hasOlder,
    isFetchingOlder: turnsQuery.isFetchingNextPage,
    pagesLoaded: pages?.length ?? 0,
  });
  const { fetchNextPage } = turnsQuery;
  useEffect(() => {
    if (needsOlder) void fetchNextPage();
  }, [needsOlder, fetchNextPage]);

  return {
    topic: partOf(topicQuery),
    turns,
    sessions,
    withheld,
    takeovers,
    transcript,
    findings,
    notChecked,
    blindStarts,
    runWithoutTurn,
    hasOlder,
    isFetchingOlder: turnsQuery.isFetchingNextPage,
    fetchOlder: () => {
      if (hasOlder && !turnsQuery.isFetchingNextPage) void fetchNextPage();
    },
  };
}
