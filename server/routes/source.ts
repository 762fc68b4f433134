/**
 * `/api/source`: where runs come from, who the token is, and files that could not be
 * read. The token itself never appears; `auth/health` is reduced to identity fields.
 */
import { Hono } from "hono";
import type { RunSource } from "../sources/run-source";
import { SourceError } from "../sources/source-error";

export function sourceRoutes(source: RunSource): Hono {
  const routes = new Hono();
  routes.get("/source", async (c) => {
    const description = await source.describe();
    let identity: Record<string, unknown> | null = null;
    let healthError: string | null = null;
    try {
      const health = (await source.health()) as Record<string, unknown> | null;
      if (health) {
        identity = {
          email: health.email ?? null,
          tenantId: health.tenantId ?? null,
          apiKeyName: health.apiKeyName ?? null,
          scopes: Array.isArray(health.scopes) ? health.scopes : [],
          apiKeyExpiresAt: health.apiKeyExpiresAt ?? null,
        };
      }
    } catch (error) {
      healthError =
        error instanceof SourceError
          ? error.message
          : "The token check failed.";
    }
    return c.json({ ...description, identity, healthError });
  });
  return routes;
}
