import { useQuery } from "@tanstack/react-query";
import { spawnTreeQueryOptions } from "../../api/queries";
import type { RunDetail } from "../../model/run";
import { useFallbackSpawnTree } from "../../api/trace-queries";
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
  const fallback = useFallbackSpawnTree(
    detail.summary,
    detail.trace,
    query.error !== null,
  );
  return {
    tree: query.data ?? fallback,
    treeError: query.error ? query.error.message : null,
    isLoading: query.isLoading,
  };
}
