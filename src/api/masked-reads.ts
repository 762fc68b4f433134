/**
 * Reads the page does not make itself: while masking is on (decision 1702) or files are
 * open (decision 1703), every proxy read goes through the trace worker, which fetches —
 * or answers from the opened files — and masks when asked (`maskedJson` task); traces are
 * read there anyway (`trace-worker.ts`). Installed once, with the query client.
 */
import { hashKey, type QueryKey } from "@tanstack/react-query";
import { routeReads } from "./client";
import { localEpoch, openedFiles } from "./local-files";
import { maskConfig, maskEpoch } from "./mask-mode";
import { runModelTask } from "./trace-worker";

export function installMaskedReads(): void {
  routeReads((path) => {
    const mask = maskConfig();
    return mask || openedFiles()
      ? runModelTask("maskedJson", { path, mask })
      : null;
  });
}

/**
 * A query's hash with the reading setting in it (masked or not, the proxy or opened
 * files): each setting's answers are separate cache entries, so an answer read under one
 * is never shown under another.
 */
export const hashWithMasking = (queryKey: QueryKey): string =>
  hashKey([maskEpoch(), localEpoch(), ...queryKey]);
