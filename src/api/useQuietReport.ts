/**
 * The quiet-agent report for one participant and window (see `model/topic/quiet-report`):
 * their withheld messages, the takeovers of each of their addresses, and their topics'
 * newest turns — read through the same parts as the conversation view, so a part the
 * source does not expose is said, not guessed around.
 */
import { useQueries, useQuery } from "@tanstack/react-query";
import { partOf } from "./context-part";
import { useMemo, useState } from "react";
import { parseTimeParam } from "../model/format/time";
import type { Takeover, Turn } from "../model/topic/topic";
import { loadedValue } from "../model/topic/topic";
import {
  buildQuietReport,
  customerLastActivity,
  quietWindow,
  type QuietReport,
} from "../model/topic/quiet-report";
import {
  latestTurnsQueryOptions,
  participantTopicsQueryOptions,
  takeoversQueryOptions,
  withheldQueryOptions,
} from "./conversation-queries";
import { useParticipant } from "./useParticipant";

const MAX_TOPICS = 20;

export function useQuietReport(
  agentId: string,
  participant: string,
  window: { since?: string | undefined; until?: string | undefined },
) {
  // The default window ends when the page opened: a moving end would change the query keys
  // on every render.
  const [openedAt] = useState(() => Date.now());
  const { person, isLoading: isPersonLoading } = useParticipant(participant);
  // Unwindowed: where the customer's latest withheld message is, whatever the window.
  const allWithheld = useQuery(withheldQueryOptions(agentId, participant));
  const topics = useQuery(participantTopicsQueryOptions(agentId, participant));
  const topicList = (
    loadedValue(topics.data ?? { state: "loading" }) ?? []
  ).slice(0, MAX_TOPICS);
  const allWithheldList = loadedValue(partOf(allWithheld));
  const sinceParam = parseTimeParam(window.since);
  // Without a `since`, the window reaches back to the customer's last activity: it is
  // decided once the topics and the unwindowed messages have answered (or failed).
  const isWindowKnown =
    sinceParam !== null || (!allWithheld.isPending && !topics.isPending);
  const { since, until, reachedBackTo } = quietWindow({
    since: sinceParam,
    until: parseTimeParam(window.until),
    now: openedAt,
    lastActivity: isWindowKnown
      ? customerLastActivity({
          topics: topicList,
          withheld: allWithheldList ?? [],
        })
      : null,
  });
  const range = { since: String(since), until: String(until) };
  const withheld = useQuery({
    ...withheldQueryOptions(agentId, participant, range),
    enabled: isWindowKnown,
  });
  const latest = useQueries({
    queries: topicList.map((topic) =>
      latestTurnsQueryOptions(agentId, topic.id),
    ),
  });
  const addresses = person?.channels.map((channel) => channel.address) ?? [];
  const takeovers = useQueries({
    queries: addresses.map((address) =>
      takeoversQueryOptions(agentId, address),
    ),
  });

  const withheldPart = partOf(withheld);
  const topicsPart = partOf(topics);
  const takeoverParts = takeovers.map(partOf);
  const takeoverList: Takeover[] = takeoverParts.flatMap(
    (p) => loadedValue(p) ?? [],
  );
  const latestMap = new Map<string, readonly Turn[]>();
  latest.forEach((query, index) => {
    const page = query.data ? loadedValue(query.data) : null;
    if (page) latestMap.set(topicList[index]!.id, page.turns);
  });
  const withheldList = loadedValue(withheldPart);
  const latestKey = latest.map((q) => q.dataUpdatedAt).join(",");
  const takeoverKey = takeovers.map((q) => q.dataUpdatedAt).join(",");
  const report: QuietReport | null = useMemo(
    () =>
      isWindowKnown &&
      (withheldList || takeoverList.length > 0 || topicList.length > 0)
        ? buildQuietReport({
            topics: topicList,
            latestTurns: latestMap,
            withheld: [...(withheldList ?? []), ...(allWithheldList ?? [])],
            takeovers: takeoverList,
            since,
            until,
          })
        : null,
    // The lists are rebuilt each render; their queries' update times say when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      isWindowKnown,
      withheldList,
      allWithheldList,
      latestKey,
      takeoverKey,
      topics.dataUpdatedAt,
      since,
      until,
    ],
  );
  return {
    person,
    isPersonLoading,
    since,
    until,
    reachedBackTo,
    report,
    parts: [
      { name: "Withheld messages", part: withheldPart },
      { name: "Topics", part: topicsPart },
      ...takeoverParts.map((part, index) => ({
        name: `Takeovers of ${addresses[index]}`,
        part,
      })),
    ],
  };
}
