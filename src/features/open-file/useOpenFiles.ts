import { useRouter } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import {
  localState,
  openFiles,
  subscribeLocalFiles,
} from "../../api/local-files";

/** What is open from files, and the last file that could not be opened. */
export function useLocalFiles() {
  return useSyncExternalStore(subscribeLocalFiles, localState, localState);
}

/** Opens files and shows their first run. */
export function useOpenFiles(): (files: readonly File[]) => Promise<void> {
  const router = useRouter();
  return async (files) => {
    if (files.length === 0) return;
    const opened = await openFiles(files);
    if (!opened) return;
    await router.navigate({
      to: "/agents/$agentId/runs/$runId",
      params: opened.first,
    });
  };
}
