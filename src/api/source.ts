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
});

export type SourceInfo = z.infer<typeof sourceInfoSchema>;

export async function fetchSourceInfo(
  signal?: AbortSignal,
): Promise<SourceInfo> {
  return sourceInfoSchema.parse(await fetchJson(apiPath("source"), signal));
}
