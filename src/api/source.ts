/** `/api/source`: the proxy's own description of where runs come from. */
import { z } from "zod";
import { apiPath, fetchJson } from "./client";

const sourceInfoSchema = z.object({
  /** `file`: runs opened from files in this browser (decision 1703). */
  kind: z.enum(["fruxon", "demo", "traces", "file"]),
  label: z.string(),
  problems: z
    .array(z.object({ file: z.string(), message: z.string() }))
    .catch([]),
  identity: z
    .object({
      email: z.string().nullable().catch(null),
      tenantId: z.string().nullable().catch(null),
      apiKeyName: z.string().nullable().catch(null),
    })
    .nullable()
    .catch(null),
  healthError: z.string().nullable().catch(null),
  /** Why the token check failed, as the proxy classifies it (server/sources/health-problem.ts). */
  healthProblem: z
    .object({
      kind: z
        .enum([
          "unreachable",
          "token_rejected",
          "no_tenant_access",
          "timeout",
          "failed",
        ])
        .catch("failed"),
      summary: z.string(),
    })
    .nullable()
    .catch(null),
  /** Which page `/` opens: the sessions list when only `--sessions` was given. */
  home: z.enum(["agents", "sessions"]).catch("agents"),
  /** The embedded demo's named runs, each with what it shows (server/demo/demo-guide.ts). */
  demoRuns: z
    .array(
      z.object({
        name: z.string(),
        agentId: z.string(),
        runId: z.string(),
        shows: z.string(),
      }),
    )
    .catch([]),
});

export type SourceInfo = z.infer<typeof sourceInfoSchema>;

export async function fetchSourceInfo(
  signal?: AbortSignal,
): Promise<SourceInfo> {
  return sourceInfoSchema.parse(await fetchJson(apiPath("source"), signal));
}
