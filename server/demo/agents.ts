/** The demo tenant's agents, as docs/reference/fruxon-wire.md §3 agent objects (`GET /agents` returns this array). */
import type { WireObject } from "./dataset";
import { DAY, HOUR, type DemoContext } from "./context";
import agentsJson from "./data/agents.json" with { type: "json" };
import { AgentSeeds, loadDataFile } from "./data/schemas";

/** The agents' names, descriptions and ages (days before the anchor) are data/agents.json. */
const AGENTS = loadDataFile("agents.json", AgentSeeds, agentsJson);

export function buildAgents(ctx: DemoContext): WireObject[] {
  return AGENTS.map((seed) => ({
    id: seed.id,
    displayName: seed.displayName,
    description: seed.description,
    avatarFileId: null,
    tags: seed.tags,
    type: seed.type,
    enabled: true,
    currentRevision: seed.currentRevision,
    createdAt: ctx.now - seed.createdDaysAgo * DAY - 7 * HOUR,
    modifiedAt: ctx.now - seed.modifiedDaysAgo * DAY - 3 * HOUR,
    tenantId: ctx.tenantId,
    solutionId: null,
    deletedAt: null,
    evaluationMetrics: [],
    origin: "NATIVE",
    externalConfig: null,
    redactLlmMessages: false,
  }));
}
