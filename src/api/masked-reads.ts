/**
 * While masking is on, every proxy read the page makes goes through the trace worker, which
 * fetches, notes who the answer names and masks it (`maskedJson` task, decision 1702);
 * traces are masked as the worker reads them (`trace-worker.ts`). Installed once, with the
 * query client.
 */
import { hashKey, type QueryKey } from "@tanstack/react-query";
import { routeReads } from "./client";
import { maskConfig, maskEpoch } from "./mask-mode";
import { runModelTask } from "./trace-worker";

export function installMaskedReads(): void {
  routeReads((path) => {
    const mask = maskConfig();
    return mask ? runModelTask("maskedJson", { path, mask }) : null;
  });
}

/**
 * A query's hash with the masking setting in it: masked and plain answers are separate
 * cache entries, so an answer read under one setting is never shown under the other.
 */
export const hashWithMasking = (queryKey: QueryKey): string =>
  hashKey([maskEpoch(), ...queryKey]);
