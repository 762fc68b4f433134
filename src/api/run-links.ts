/**
 * What one run links to beyond its own record and trace: the agent that owns a bare record
 * id, the runs a short id may mean, the spawn tree the run sits in, and the run's inputs
 * and final output.
 */
import { z } from "zod";
import {
  normalizeFruxonResult,
  type RunIo,
} from "../model/normalize/fruxon-result";
import { normalizeFruxonTree } from "../model/normalize/fruxon-tree";
import type { RunIdPrefixAnswer } from "../model/links/run-id-prefix";
import type { SpawnTree } from "../model/spawn/spawn-tree";
import { apiPath, fetchJson } from "./client";

const ownerSchema = z.object({ runId: z.string(), agentId: z.string() });

export type RunOwner = z.infer<typeof ownerSchema>;

const prefixAnswerSchema = z.object({
  prefix: z.string(),
  runs: z.array(
    z.object({
      runId: z.string(),
      agentId: z.string(),
      subject: z.string().nullable(),
      startTime: z.number().nullable(),
      status: z.string().nullable(),
    }),
  ),
  more: z.number(),
  searched: z.object({
    agents: z.number(),
    runs: z.number(),
    perAgent: z.number().nullable(),
  }),
}) satisfies z.ZodType<RunIdPrefixAnswer>;

/** The runs whose id starts with `prefix` (a short id the app showed). */
export async function fetchRunsByPrefix(
  prefix: string,
  signal?: AbortSignal,
): Promise<RunIdPrefixAnswer> {
  return prefixAnswerSchema.parse(
    await fetchJson(`/api/runs?${new URLSearchParams({ prefix })}`, signal),
  );
}

/** The agent that owns `runId`; `agentHint` (a link's agent) is asked first. 404 when none does. */
export async function fetchRunOwner(
  runId: string,
  agentHint: string | null,
  signal?: AbortSignal,
): Promise<RunOwner> {
  const query = agentHint
    ? `?${new URLSearchParams({ agent: agentHint })}`
    : "";
  return ownerSchema.parse(
    await fetchJson(`${apiPath("runs", runId, "owner")}${query}`, signal),
  );
}

export async function fetchSpawnTree(
  agentId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<SpawnTree> {
  return normalizeFruxonTree(
    await fetchJson(
      `${apiPath("agents", agentId, "runs", runId)}/tree`,
      signal,
    ),
  );
}

export async function fetchRunIo(
  agentId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<RunIo> {
  return normalizeFruxonResult(
    await fetchJson(
      `${apiPath("agents", agentId, "runs", runId)}/result`,
      signal,
    ),
  );
}
