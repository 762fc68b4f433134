/**
 * `/api/source`: where runs come from, who the token is, why the token check failed (the
 * same cases the start-up check prints: `health-problem.ts`), files that could not be read,
 * which page `/` opens and, over the embedded demo, its named runs for the start page. The
 * token itself never appears; `auth/health` is reduced to identity fields.
 */
import { Hono } from "hono";
import { demoGuideRuns } from "../demo/demo-guide";
import type { RunSource } from "../sources/run-source";
import { healthProblemOf, type HealthProblem } from "../sources/health-problem";

export function sourceRoutes(
  source: RunSource,
  home: "agents" | "sessions" = "agents",
): Hono {
  const routes = new Hono();
  routes.get("/source", async (c) => {
    const { kind, label, problems } = await source.describe();
    let identity: Record<string, unknown> | null = null;
    let problem: HealthProblem | null = null;
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
      problem = healthProblemOf(error);
    }
    return c.json({
      kind,
      label,
      problems,
      identity,
      healthError: problem?.message ?? null,
      healthProblem: problem && {
        kind: problem.kind,
        summary: problem.summary,
      },
      home,
      demoRuns: kind === "demo" ? demoGuideRuns() : [],
    });
  });
  return routes;
}
