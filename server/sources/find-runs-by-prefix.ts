/**
 * `GET /api/runs?prefix=…`: the runs whose id starts with a short id the app showed
 * (`src/model/links/run-id-prefix.ts` says why and how they match). A source cannot be
 * asked by prefix, so this reads the newest `RUNS_PER_AGENT` runs of every agent, a few
 * agents at a time: one list call per agent, the same calls the runs list makes. An
 * agent whose list fails is skipped; only when every agent fails is the first failure
 * thrown. The answer says how much was searched, so "no match" can say where it looked.
 */
import {
  matchIdPrefix,
  type RunIdPrefixAnswer,
} from "../../src/model/links/run-id-prefix";
import { agentIdsOf } from "./locate-run";
import type { RunSource } from "./run-source";
import { listedObjects } from "../../src/model/saved/saved-items";

/** The newest runs read per agent: one upstream page (the proxy's page-size limit). */
export const RUNS_PER_AGENT = 200;
/** Agents listed at once. */
const PARALLEL_AGENTS = 4;

export async function findRunsByPrefix(
  source: Pick<RunSource, "listAgents" | "listRuns">,
  prefix: string,
): Promise<RunIdPrefixAnswer> {
  const agents = agentIdsOf(await source.listAgents());
  const records: unknown[] = [];
  const failures: unknown[] = [];
  for (let start = 0; start < agents.length; start += PARALLEL_AGENTS) {
    const pages = await Promise.allSettled(
      agents.slice(start, start + PARALLEL_AGENTS).map((agentId) =>
        source.listRuns(agentId, {
          pageSize: RUNS_PER_AGENT,
          statuses: [],
          revisions: [],
        }),
      ),
    );
    for (const page of pages) {
      if (page.status === "rejected") failures.push(page.reason);
      else records.push(...listedObjects(page.value));
    }
  }
  if (agents.length > 0 && failures.length === agents.length) throw failures[0];
  return {
    prefix,
    ...matchIdPrefix(records, prefix),
    searched: {
      agents: agents.length - failures.length,
      runs: records.length,
      perAgent: RUNS_PER_AGENT,
    },
  };
}
