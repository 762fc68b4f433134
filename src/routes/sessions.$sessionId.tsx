import { createFileRoute } from "@tanstack/react-router";
import { historyQueryOptions, sessionQueryOptions } from "../api/queries";
import { SessionViewPage } from "../pages/session-view/SessionViewPage";
import { defaultHistoryKey } from "../model/session-ref";
import { sessionViewSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/sessions/$sessionId")({
  validateSearch: sessionViewSearchSchema,
  loaderDeps: ({ search }) => ({ agent: search.agent }),
  loader: async ({ context, params, deps }) => {
    const detail = await context.queryClient.ensureQueryData(
      sessionQueryOptions(params.sessionId),
    );
    const key = deps.agent ?? defaultHistoryKey(detail.summary);
    // Not awaited into an error page: a history that cannot be read is reported in the page.
    if (key && detail.summary.histories.some((history) => history.key === key))
      void context.queryClient.prefetchQuery(
        historyQueryOptions(params.sessionId, key),
      );
    return detail;
  },
  component: SessionViewPage,
});
