/**
 * The web page's addresses for what an answer names: the same routes a person shares
 * (docs/reference/routes-and-flags.md), on the origin `npm start` serves with the same flags.
 * A run's own link is `runUrl` (`model/summary/run-summary.ts`), the summary's.
 */
const segment = encodeURIComponent;

function withQuery(path: string, params: Record<string, string | null>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function pageLinks(origin: string) {
  return {
    /** A run by id; without its agent, the `?id=` form the proxy resolves. */
    run: (runId: string, agentId: string | null) =>
      agentId
        ? `${origin}/agents/${segment(agentId)}/runs/${segment(runId)}`
        : `${origin}/?id=${segment(runId)}`,
    compare: (agentId: string, runId: string, against: string | null) =>
      withQuery(
        `${origin}/agents/${segment(agentId)}/runs/${segment(runId)}/compare`,
        { against },
      ),
    session: (
      sessionId: string,
      params: {
        agent?: string | null;
        step?: string | null;
        panel?: string;
        against?: string;
      },
    ) =>
      withQuery(`${origin}/sessions/${segment(sessionId)}`, {
        agent: params.agent ?? null,
        step: params.step ?? null,
        panel: params.panel ?? null,
        against: params.against ?? null,
      }),
    entry: (agentId: string, topicId: string, entryId: string | null) =>
      withQuery(
        `${origin}/agents/${segment(agentId)}/topics/${segment(topicId)}`,
        {
          message: entryId,
        },
      ),
  };
}
