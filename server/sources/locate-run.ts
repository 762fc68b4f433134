/**
 * Which agent owns an execution record, for a source that can only be asked per agent
 * (the Fruxon API has no tenant-wide record lookup): try the hinted agent, then ask every
 * agent's `GET …/executionRecords/{id}`, a few at a time, and take the first that answers.
 *
 * A 404 (or a 400 for an id an agent rejects) means "not this agent". Any other failure
 * (401, 429, 5xx…) is kept and thrown only if no agent answered, so one flaky agent does
 * not hide the owner. Answers are cached: a record never changes agent.
 */
import { isValidId } from "../../src/model/ids";
import { SourceError } from "./source-error";
import { listedObjects } from "../../src/model/saved/saved-items";

export interface RunLocatorDeps {
  listAgentIds(): Promise<string[]>;
  getRun(agentId: string, runId: string): Promise<unknown>;
  /** Parallel requests while scanning agents. */
  concurrency?: number;
  /** Remembered owners, oldest dropped first. */
  cacheSize?: number;
}

export function createRunLocator(deps: RunLocatorDeps) {
  const concurrency = deps.concurrency ?? 4;
  const cacheSize = deps.cacheSize ?? 2000;
  const owners = new Map<string, string>();

  const remember = (runId: string, agentId: string) => {
    owners.delete(runId);
    owners.set(runId, agentId);
    if (owners.size > cacheSize) owners.delete(owners.keys().next().value!);
    return agentId;
  };

  /** true: the agent owns the run; false: it does not; throws on any other failure. */
  const owns = async (agentId: string, runId: string): Promise<boolean> => {
    try {
      await deps.getRun(agentId, runId);
      return true;
    } catch (error) {
      if (
        error instanceof SourceError &&
        (error.code === "not_found" || error.code === "bad_request")
      )
        return false;
      throw error;
    }
  };

  return async function locateRun(
    runId: string,
    agentHint?: string,
  ): Promise<string> {
    const known = owners.get(runId);
    if (known) return known;
    const failures: unknown[] = [];
    if (agentHint) {
      try {
        if (await owns(agentHint, runId)) return remember(runId, agentHint);
      } catch (error) {
        failures.push(error);
      }
    }
    const agents = (await deps.listAgentIds()).filter((id) => id !== agentHint);
    let found: string | null = null;
    let next = 0;
    const worker = async () => {
      while (found === null && next < agents.length) {
        const agentId = agents[next++]!;
        try {
          if (await owns(agentId, runId)) found ??= agentId;
        } catch (error) {
          failures.push(error);
        }
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(concurrency, agents.length) }, worker),
    );
    if (found !== null) return remember(runId, found);
    if (failures.length > 0 && failures[0] instanceof SourceError)
      throw failures[0];
    throw new SourceError(
      "not_found",
      `No agent has a run ${runId}: asked ${agents.length + (agentHint ? 1 : 0)} agent(s). The id may be mistyped, from another tenant, or removed by retention.`,
    );
  };
}

/**
 * Agent ids from a `GET /agents` answer: an array, or `{items: [...]}`. An upstream answer
 * is not trusted to hold ids: anything `isValidId` refuses (`..`, `a/b`) is left out
 * rather than becoming part of a path.
 */
export function agentIdsOf(json: unknown): string[] {
  return listedObjects(json)
    .map((item) => item.id)
    .filter(isValidId);
}
