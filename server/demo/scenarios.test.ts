import { describe, expect, it } from "vitest";
import type { WireObject } from "./dataset";
import { decodeNestedJson } from "../../src/model/decode/json-in-strings";
import { D1_CONSULT_RUN, DEMO_SCENARIOS } from "./scenarios";
import { LARGE_ERROR_EVERY } from "./scenarios/large";
import {
  demoData,
  runById,
  scenario,
  stepAt,
  stepInputs,
  traceOf,
  wireSteps,
} from "./test-helpers";

const MINUTE = 60_000;
const span = (record: WireObject) =>
  (record.endTime as number) - (record.startTime as number);

/** Every `execution_record_id` in the spawn steps' results, as the jq recipe of docs/reference/investigation-workflow.md §5 finds them. */
function spawnedIds(runId: string): string[] {
  const ids = new Set<string>();
  for (const step of traceOf(runById(demoData(), runId)).steps) {
    if (step.tool?.tool?.toolId !== "spawn_subtasks" || !step.result?.strValue)
      continue;
    const stack: unknown[] = [decodeNestedJson(step.result.strValue).value];
    while (stack.length > 0) {
      const value = stack.pop();
      if (value === null || typeof value !== "object") continue;
      const id = (value as Record<string, unknown>).execution_record_id;
      if (typeof id === "string") ids.add(id);
      stack.push(...Object.values(value as Record<string, unknown>));
    }
  }
  return [...ids].sort();
}

describe('D1 — "it only processed 2 of my 20 emails"', () => {
  const d1 = scenario("D1");

  it("is a delivered revision-59 run of about 20 steps spanning 11m 23s", () => {
    expect(d1.record).toMatchObject({
      status: "COMPLETED",
      deliveryStatus: "DELIVERED",
      agentRevision: 59,
      runType: "ROOT",
    });
    expect(span(d1.record)).toBe(11 * MINUTE + 23_000);
    expect(traceOf(d1).steps).toHaveLength(20);
    expect(
      traceOf(d1).errorIndexes.map((i) => traceOf(d1).steps[i]!.path),
    ).toEqual(["1.1.10"]);
  });

  it("reads a truncated watermark from memory, then searches after it", () => {
    const memory = stepAt(d1, "1.1.1");
    expect(memory.tool!.tool!.label).toBe("system/memory_search");
    expect(memory.tool!.parameters).toEqual({ query: "policies watermark" });
    expect(JSON.stringify(memory.result!.jsonValue)).toContain("2026-08-06");
    const delivery = memory.tool!.resultDelivery!;
    expect(delivery.originalChars!).toBeGreaterThan(delivery.deliveredChars!);
    expect(delivery.projected).toBe(true);
  });

  it("got 22 records from the search but the model saw a truncated, offloaded view", () => {
    const search = stepAt(d1, "1.1.2");
    expect(search.name).toBe("Search Emails");
    expect(search.tool!.tool!.label).toBe("google_gmail/search");
    const parameters = search.tool!.parameters as {
      query: string;
      maxResults: number;
    };
    expect(parameters.query).toContain("after:2026/08/06");
    expect(parameters.maxResults).toBe(50);
    expect(
      (search.result!.jsonValue as { messages: unknown[] }).messages,
    ).toHaveLength(22);
    expect(search.tool!.resultDelivery).toEqual({
      originalChars: 48211,
      deliveredChars: 8000,
      offloaded: true,
      projected: false,
    });
  });

  it("spawned two sub-tasks whose ids are embedded in the double-encoded result", () => {
    const spawn = stepAt(d1, "1.1.3");
    expect(typeof (spawn.tool!.parameters as WireObject).prompts).toBe(
      "string",
    );
    expect(
      JSON.parse((spawn.tool!.parameters as { prompts: string }).prompts),
    ).toHaveLength(2);
    expect(spawn.children).toHaveLength(2);
    const parent = JSON.parse(spawn.result!.strValue!) as {
      results: { status: string; response: string }[];
    };
    expect(parent.results.map((r) => r.status)).toEqual([
      "COMPLETED",
      "FAILED",
    ]);
    expect(typeof parent.results[0]!.response).toBe("string");
    const child = JSON.parse(
      stepAt(d1, "1.1.3.2").result!.strValue!,
    ) as WireObject;
    expect(child).toMatchObject({
      execution_record_id: DEMO_SCENARIOS.D3b.runId,
      status: "FAILED",
    });
    const childParameters = stepAt(d1, "1.1.3.1").tool!.parameters as {
      prompt: unknown;
    };
    expect(Object.keys(childParameters)).toEqual(["prompt"]);
    expect(typeof childParameters.prompt).toBe("string");
    expect(spawnedIds(DEMO_SCENARIOS.D1.runId)).toEqual(
      [DEMO_SCENARIOS.D3a.runId, DEMO_SCENARIOS.D3b.runId].sort(),
    );
  });

  it("read a roster of 2 brokers", () => {
    const roster = stepAt(d1, "1.1.4");
    expect(roster.tool!.tool!.label).toBe("google_sheets/read_range");
    expect(
      (roster.result!.jsonValue as { values: unknown[] }).values,
    ).toHaveLength(3);
  });

  it("routed around a failed advisor consult to the underwriter", () => {
    const advisor = stepAt(d1, "1.1.10");
    expect(advisor.tool!.tool!.label).toBe("system/consult_for_role");
    expect(advisor.tool!.parameters).toMatchObject({ role: "advisor" });
    expect(advisor.status).toBe("ERROR");
    expect(advisor.error).toBe(
      "addressing_failed: role 'advisor' no_match — No available participant holds role 'advisor'",
    );
    expect(advisor.result).toBeNull();
    const underwriter = stepAt(d1, "1.1.11");
    expect(underwriter.tool!.parameters).toMatchObject({ role: "underwriter" });
    expect(underwriter.status).toBe("SUCCESS");
    expect(underwriter.result!.strValue).toContain(D1_CONSULT_RUN.runId);
    expect(stepAt(d1, "1.1.12").tool!.tool!.label).toBe("system/memory_write");
    expect(stepAt(d1, "1.2.1").tool!.tool!.label).toBe("slack/post_message");
  });

  it("kept the rule it followed in its prompt and its reasoning, and offered every tool it called", () => {
    const llm = stepAt(d1, "1.1").llm!;
    expect(llm.model).toBe("gemini-3.5-flash");
    expect(llm.reasoningBlocks).toHaveLength(4);
    expect(
      llm.systemInstructions.some((m) =>
        m.text?.includes("Process at most 20 per run"),
      ),
    ).toBe(true);
    const offered = new Set(llm.tools.map((tool) => tool.label));
    const llmIndex = traceOf(d1).byPath.get("1.1")!;
    for (const step of traceOf(d1).steps.filter((s) => s.parent === llmIndex))
      expect(offered.has(step.tool!.tool!.label)).toBe(true);
  });
});

describe("D2 — the run just before D1", () => {
  const data = demoData();
  const d1 = scenario("D1");
  const d2 = scenario("D2");

  it("is the previous run of the same agent, and D1 is the newest root", () => {
    const runs = data.runs.filter(
      (run) => run.record.agentId === "email_policies_parser",
    );
    const between = runs.filter(
      (run) =>
        (run.record.startTime as number) > (d2.record.startTime as number) &&
        (run.record.startTime as number) < (d1.record.startTime as number),
    );
    expect(between).toEqual([]);
    const roots = runs.filter((run) => run.record.runType === "ROOT");
    expect(
      Math.max(...roots.map((run) => run.record.startTime as number)),
    ).toBe(d1.record.startTime);
    expect(d2.record).toMatchObject({ status: "COMPLETED", agentRevision: 59 });
  });

  it("ran the same prompt; the first input that differs in tree order is the search", () => {
    expect(stepAt(d2, "1.1").llm!.systemInstructions.map((m) => m.raw)).toEqual(
      stepAt(d1, "1.1").llm!.systemInstructions.map((m) => m.raw),
    );
    expect(stepAt(d2, "1.1").llm!.messages.map((m) => m.raw)).toEqual(
      stepAt(d1, "1.1").llm!.messages.map((m) => m.raw),
    );
    const first = traceOf(d1).steps.find((step) => {
      const index = traceOf(d2).byPath.get(step.path);
      return (
        index === undefined ||
        stepInputs(traceOf(d2).steps[index]!) !== stepInputs(step)
      );
    });
    expect(first?.path).toBe("1.1.2");
    expect(
      (stepAt(d2, "1.1.2").tool!.parameters as { query: string }).query,
    ).toContain("after:2026/08/05");
  });

  it("saw its whole search result, a roster of 20, and a successful advisor consult", () => {
    const delivery = stepAt(d2, "1.1.2").tool!.resultDelivery!;
    expect(delivery.offloaded).toBe(false);
    expect(delivery.originalChars).toBe(delivery.deliveredChars);
    expect(
      (stepAt(d2, "1.1.4").result!.jsonValue as { values: unknown[] }).values,
    ).toHaveLength(21);
    expect(stepAt(d2, "1.1.10")).toMatchObject({
      status: "SUCCESS",
      tool: { parameters: { role: "advisor" } },
    });
    expect(stepAt(d2, "1.1.11").tool!.tool!.label).toBe("system/memory_write");
    expect(traceOf(d2).steps).toHaveLength(19);
    expect(traceOf(d2).errorIndexes).toEqual([]);
  });
});

describe("D3 — D1 fan-out", () => {
  const data = demoData();

  it("holds D1, two sub-tasks (one FAILED) and an underwriting consult", () => {
    const d1Id = DEMO_SCENARIOS.D1.runId;
    const children = data.runs.filter((run) => run.parentId === d1Id);
    expect(children).toHaveLength(3);
    for (const child of children) {
      expect(child.record.rootExecutionId).toBe(d1Id);
      expect(child.record.startTime as number).toBeGreaterThan(
        scenario("D1").record.startTime as number,
      );
    }
    expect(scenario("D3a").record).toMatchObject({
      runType: "SUBTASK",
      status: "COMPLETED",
    });
    const d3b = scenario("D3b");
    expect(d3b.record).toMatchObject({ runType: "SUBTASK", status: "FAILED" });
    expect(
      traceOf(d3b).steps.some(
        (step) => step.kind === "TOOL" && step.status === "ERROR",
      ),
    ).toBe(true);
    const consult = runById(data, D1_CONSULT_RUN.runId);
    expect(consult.record).toMatchObject({
      agentId: "underwriting_desk",
      runType: "CONSULT",
      status: "COMPLETED",
    });
  });
});

describe("D4 — parked on a consult with a person", () => {
  const d4 = scenario("D4");
  const now = demoData().now;

  it("waits on Dor Gelless since 23 minutes, expiring in about 4 days 20 hours", () => {
    expect(d4.record).toMatchObject({
      status: "WAITING_FOR_ASYNC",
      endTime: 0,
    });
    expect(d4.trace).toMatchObject({
      status: "WAITING_FOR_ASYNC",
      trace: { endTime: 0 },
    });
    const waiting = d4.trace!.waitingFor as WireObject;
    expect(waiting).toMatchObject({
      kind: "CONSULT",
      displayName: "Dor Gelless",
      participantKind: "PERSON",
      waitingSince: now - 23 * MINUTE,
    });
    expect(waiting.topicId).toEqual(expect.any(String));
    expect((waiting.expiresAt as number) - now).toBeGreaterThan(
      4 * 24 * 60 * MINUTE + 19 * 60 * MINUTE,
    );
    expect((waiting.expiresAt as number) - now).toBeLessThan(
      4 * 24 * 60 * MINUTE + 21 * 60 * MINUTE,
    );
  });

  it("ends on the open consult step; open steps are UNSPECIFIED with endTime 0", () => {
    const steps = traceOf(d4).steps;
    const last = steps[steps.length - 1]!;
    expect(last.tool!.tool!.label).toBe("system/consult_participant");
    for (const step of [steps[0]!, steps[1]!, last])
      expect(step).toMatchObject({ status: "UNSPECIFIED", endTime: null });
    for (const step of wireSteps(d4).filter((s) => s.status === "UNSPECIFIED"))
      expect(step).toMatchObject({ endTime: 0, duration: 0 });
  });
});

describe("D5 to D10", () => {
  it("D5 was rejected before it ran: a record with its reason, nothing else", () => {
    const d5 = scenario("D5");
    expect(d5.trace).toBeNull();
    expect(d5.result).toBeNull();
    expect(d5.record).toMatchObject({
      status: "REJECTED",
      hasTrace: false,
      rejectionReason: "Monthly cost budget exhausted: $500.00 of $500.00 used",
      inputTokens: 0,
      totalCost: 0,
    });
    expect(d5.record.endTime).toBe(d5.record.startTime);
  });

  it("D6 completed with every step green; only deliveryStatus says the reply was withheld", () => {
    const d6 = scenario("D6");
    expect(d6.record).toMatchObject({
      status: "COMPLETED",
      deliveryStatus: "WITHHELD",
    });
    expect(traceOf(d6).steps.every((step) => step.status === "SUCCESS")).toBe(
      true,
    );
    expect(JSON.stringify(d6.trace)).not.toMatch(/WITHHELD|withheld/);
  });

  it("D7 suspended ~9 minutes on an approval; the outer step covers only the resumed segment", () => {
    const d7 = scenario("D7");
    expect(d7.record).toMatchObject({
      status: "COMPLETED",
      deliveryStatus: "DELIVERED",
    });
    expect(span(d7.record)).toBe(10 * MINUTE + 30_000);
    const outer = stepAt(d7, "1");
    expect(outer.durationMs).toBe(70_000);
    expect(outer.startTime).toBe((d7.record.endTime as number) - 70_000);
    const gated = traceOf(d7).steps.find((step) => step.hitl !== null)!;
    expect(gated.hitl).toMatchObject({
      gateType: "TOOL_FLOW_STEP",
      decision: "APPROVE",
    });
    const hitl = gated.hitl as { durationMs: number };
    expect(hitl.durationMs).toBeGreaterThan(8 * MINUTE);
    expect(hitl.durationMs).toBeLessThan(10 * MINUTE);
  });

  it("D23 waits on an APPROVAL: each gated step names an approval the API serves for the run", () => {
    const d23 = scenario("D23");
    expect(d23.record).toMatchObject({ status: "WAITING_FOR_ASYNC" });
    expect(d23.trace!.waitingFor).toMatchObject({ kind: "APPROVAL" });
    const gates = traceOf(d23)
      .steps.filter((step) => step.hitl !== null)
      .map((step) => [
        step.path,
        (step.hitl as { requestId: string }).requestId,
      ]);
    const approvals = demoData().state!.approvals.filter(
      (approval) => approval.executionRecordId === DEMO_SCENARIOS.D23.runId,
    );
    expect(gates.map(([path]) => path)).toEqual(["1.1.3", "1.1.4"]);
    expect(gates.map(([, id]) => id)).toEqual(
      approvals.map((approval) => approval.id),
    );
    expect(approvals.map((approval) => approval.status)).toEqual([
      "RESPONDED",
      "PENDING",
    ]);
    expect(
      approvals.every(
        (approval) =>
          (demoData().state!.auditEvents.get(approval.id as string) ?? [])
            .length > 0,
      ),
    ).toBe(true);
  });

  it("D8 is the old doc generation: no status on the record, a bare trace, old enums", () => {
    const d8 = scenario("D8");
    for (const key of ["status", "deliveryStatus", "remoteAgentRevision"])
      expect(d8.record).not.toHaveProperty(key);
    expect(d8.record.trigger).toMatchObject({ type: 0 });
    expect(d8.record.destinations).toEqual([]);
    expect(d8.trace).not.toHaveProperty("trace");
    expect(d8.trace).toHaveProperty("traces");
    const steps = wireSteps(d8);
    expect(steps.every((step) => step.type === "Unknown")).toBe(true);
    for (const step of steps)
      for (const key of ["status", "error", "hitlTrace"])
        expect(step).not.toHaveProperty(key);
    const toolTypes = steps.flatMap((step) =>
      step.toolTrace ? [(step.toolTrace as WireObject).toolType] : [],
    );
    expect(toolTypes).toContain("Undefined");
    expect(toolTypes).toContain("SubAgent");
  });

  it("D9 failed on a tool error", () => {
    const d9 = scenario("D9");
    expect(d9.record.status).toBe("FAILED");
    expect(d9.trace!.status).toBe("FAILED");
    const failed = traceOf(d9).steps.find(
      (step) => step.kind === "TOOL" && step.isError,
    )!;
    expect(failed.tool!.tool!.label).toBe("stripe/list_invoices");
    expect(failed.error).toContain("503");
  });

  it("D10 has 10,000+ steps with errors spread through it", () => {
    const trace = traceOf(scenario("D10"));
    expect(trace.steps.length).toBeGreaterThanOrEqual(10_000);
    expect(trace.errorIndexes.length).toBe(
      Math.floor(10_000 / LARGE_ERROR_EVERY),
    );
    expect(trace.errorIndexes[0]!).toBeGreaterThan(500);
    expect(trace.errorIndexes[trace.errorIndexes.length - 1]!).toBeGreaterThan(
      9_000,
    );
    expect(scenario("D10").record.status).toBe("COMPLETED");
  });
});
