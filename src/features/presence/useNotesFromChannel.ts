import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { noteKeys } from "../../api/queries";
import { presenceChannel } from "./presence-store";

/** When the channel says a run's notes changed, they are read again (if anyone shows them). */
export function useNotesFromChannel() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      presenceChannel().onNotesChanged(
        (agentId, runId) =>
          void queryClient.invalidateQueries({
            queryKey: noteKeys.run(agentId, runId),
          }),
      ),
    [queryClient],
  );
}
