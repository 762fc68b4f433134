import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { spawnTreeQueryOptions } from "../../api/queries";
import type { RunDetail } from "../../model/run";
import { fallbackSpawnTree } from "../../model/spawn/fallback-tree";
import type { SpawnTree } from "../../model/spawn/spawn-tree";

/**
 * The spawn tree a run sits in: `/tree` when it answers; when it fails or is absent, the
 * tree rebuilt from the run's spawn results and `rootExecutionId` (with why).
 */
export function useSpawnTree(
  detail: RunDetail,
  agentId: string,
): { tree: SpawnTree | null; treeError: string | null; isLoading: boolean } {
  const query = useQuery(spawnTreeQueryOptions(agentId, detail.summary.id));
  const fallback = useMemo(
    () =>
      query.error ? fallbackSpawnTree(detail.summary, detail.trace) : null,
    [query.error, detail.summary, detail.trace],
  );
  return {
    tree: query.data ?? fallback,
    treeError: query.error ? query.error.message : null,
    isLoading: query.isLoading,
  };
}
