/**
 * Round trip: the demo exported as saved CLI JSON and read back by the `--traces` source
 * gives the same runs, records and traces the demo API serves.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readJsonBody } from "../sources/run-source";
import { createTracesDirSource } from "../sources/traces-dir-source";
import { exportDemoDataSet } from "./export";
import { generateDemoDataSet } from "./generate";
import { DEMO_SCENARIOS } from "./scenarios";

const dir = mkdtempSync(join(tmpdir(), "tracelens-export-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("demo export", () => {
  const data = generateDemoDataSet({ now: Date.UTC(2026, 7, 6, 12) });
  exportDemoDataSet(data, dir);
  const source = createTracesDirSource(dir);

  it("serves every exported run with its saved record", async () => {
    const { problems } = await source.describe();
    expect(problems).toEqual([]);
    const { D1, D5, D8 } = DEMO_SCENARIOS;
    const saved = (await source.getRun(D1.agentId, D1.runId)) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject(
      data.runs.find((run) => run.record.id === D1.runId)!.record,
    );
    // The proxy notes which file a run came from.
    expect(saved.savedFile).toMatch(/-trace\.json$/);
    expect(await source.getRun(D5.agentId, D5.runId)).toMatchObject({
      status: "REJECTED",
      hasTrace: false,
    });
    const legacy = (await readJsonBody(
      await source.openTrace(D8.agentId, D8.runId),
    )) as Record<string, unknown>;
    expect(legacy.trace).toBeUndefined();
  });

  it("lists an agent's runs like the API, and finds the spawn tree from a child", async () => {
    const { D1, D3b } = DEMO_SCENARIOS;
    const page = (await source.listRuns(D1.agentId, {
      pageSize: 500,
      statuses: [],
      revisions: [],
    })) as { items: unknown[] };
    expect(page.items).toHaveLength(
      data.runs.filter((run) => run.record.agentId === D1.agentId).length,
    );
    expect(await source.getTree(D3b.agentId, D3b.runId)).toMatchObject({
      rootExecutionId: D1.runId,
    });
  });

  it("serves the exported conversations: D15's turns, sessions, withheld messages, takeover and policy", async () => {
    const { D15 } = DEMO_SCENARIOS;
    const record = data.runs.find((run) => run.record.id === D15.runId)!.record;
    const topicId = String(record.topicId);
    const turns = (await source.listTopicMessages(D15.agentId, topicId, {
      pageSize: 50,
    })) as { items: { executionRecordId: string | null }[] };
    expect(turns.items.map((turn) => turn.executionRecordId)).toContain(
      D15.runId,
    );
    expect(await source.listTopicSessions(D15.agentId, topicId)).toMatchObject({
      items: [{ state: "RUNNING" }],
    });
    const participantId = (record.trigger as { participantId: string })
      .participantId;
    expect(
      await source.listInboundMessages({ agentId: D15.agentId, participantId }),
    ).toMatchObject({ totalCount: 3 });
    expect(
      await source.listTakeovers(D15.agentId, "+972504182277"),
    ).toMatchObject({ items: [{ humanObservedAt: null }] });
    expect(await source.getEscalationPolicy(D15.agentId)).toMatchObject({
      mode: "NATIVE_HANDOFF",
    });
  });
});
