import { describe, expect, it } from "vitest";
import type { DemoRun, WireObject } from "./dataset";
import { demoData, traceOf } from "./test-helpers";
import { DEMO_SCENARIOS } from "./scenarios";

const runsOf = (agentId: string) =>
  demoData().runs.filter((run) => run.record.agentId === agentId);
const toolErrors = (run: DemoRun) =>
  traceOf(run).steps.filter((step) => step.kind === "TOOL" && step.isError);
const tools = (runs: DemoRun[]) =>
  new Set(
    runs.flatMap((run) =>
      traceOf(run).steps.flatMap((step) =>
        step.tool?.tool ? [step.tool.tool.label] : [],
      ),
    ),
  );

describe("filler runs around the named scenarios", () => {
  it("lists nine agents with their current revisions", () => {
    const agents = demoData().agents;
    expect(agents.map((agent) => agent.id)).toEqual([
      "email_policies_parser",
      "underwriting_desk",
      "support_assistant",
      "billing_reconciler",
      "legacy_importer",
      "ledger_sweeper",
      "renewals_watcher",
      "claims_triage",
      "coverage_helpdesk",
    ]);
    expect(agents[0]).toMatchObject({
      currentRevision: 59,
      enabled: true,
      type: "ANALYZER",
    });
  });

  it("gives the email parser ~24 scheduled roots before D2: revisions 57–59, one FAILED, one recovered", () => {
    const roots = runsOf("email_policies_parser").filter(
      (run) => run.record.runType === "ROOT",
    );
    expect(roots.length).toBe(26);
    expect(new Set(roots.map((run) => run.record.agentRevision))).toEqual(
      new Set([57, 58, 59]),
    );
    expect(roots.filter((run) => run.record.status === "FAILED")).toHaveLength(
      1,
    );
    const recovered = roots.filter(
      (run) => run.record.status === "COMPLETED" && toolErrors(run).length > 0,
    );
    expect(recovered.length).toBeGreaterThanOrEqual(2); // D1 and the Sheets retry
    const starts = roots
      .map((run) => run.record.startTime as number)
      .sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++)
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThan(28 * 60_000);
  });

  it("gives the support assistant ~20 turns for 8 customers over several sessions", () => {
    // The conversation scenarios (D13–D15) have customers of their own.
    const storyPeople = new Set(
      demoData()
        .participants.filter((p) =>
          ["Lior Shapiro", "מאיה אזולאי", "Yael Ohana"].includes(
            p.displayName as string,
          ),
        )
        .map((p) => p.id),
    );
    // D23 (parked on an approval) is a state story, not filler.
    const runs = runsOf("support_assistant").filter(
      (run) =>
        !storyPeople.has((run.record.trigger as WireObject).participantId) &&
        run.record.id !== DEMO_SCENARIOS.D23.runId,
    );
    expect(runs.length).toBe(23);
    const byParticipant = new Map<string, number>();
    const bySession = new Map<string, number>();
    for (const run of runs) {
      const trigger = run.record.trigger as WireObject;
      expect(["API", "INTEGRATION_EVENT"]).toContain(trigger.type);
      expect(trigger.participantId).toEqual(expect.any(String));
      expect(run.record.sessionId).toMatch(/^ts_[0-9a-f]{24}$/);
      byParticipant.set(
        trigger.participantId as string,
        (byParticipant.get(trigger.participantId as string) ?? 0) + 1,
      );
      bySession.set(
        run.record.sessionId as string,
        (bySession.get(run.record.sessionId as string) ?? 0) + 1,
      );
    }
    expect(byParticipant.size).toBe(8);
    expect([...byParticipant.values()].every((count) => count >= 2)).toBe(true);
    expect(
      [...bySession.values()].filter((count) => count >= 2).length,
    ).toBeGreaterThanOrEqual(6);
    expect(
      runs.filter(
        (run) =>
          run.record.status === "COMPLETED" && toolErrors(run).length > 0,
      ),
    ).toHaveLength(1);
    expect(tools(runs).size).toBeGreaterThanOrEqual(8);
  });

  it("has participants with E.164 phones and Hebrew names, one of them +972545614701", () => {
    const participants = demoData().participants;
    const phones = participants.flatMap((p) =>
      (p.channels as { address: string; label: string }[])
        .filter((c) => c.label === "WhatsApp")
        .map((c) => c.address),
    );
    for (const phone of phones) expect(phone).toMatch(/^\+[1-9]\d{7,14}$/);
    expect(phones).toContain("+972545614701");
    expect(
      participants.some((p) => /[\u0590-\u05ff]/.test(p.displayName as string)),
    ).toBe(true);
    expect(participants.find((p) => p.kind === "AI_AGENT")).toMatchObject({
      relatedAgentId: "underwriting_desk",
    });
  });

  it("gives the billing reconciler 8 ordinary passes besides D5 and D9, and legacy_importer 3 old runs", () => {
    expect(
      runsOf("billing_reconciler").filter(
        (run) => run.record.status === "COMPLETED",
      ),
    ).toHaveLength(8);
    expect(runsOf("legacy_importer")).toHaveLength(3);
    expect(
      runsOf("legacy_importer").every((run) => !("status" in run.record)),
    ).toBe(true);
  });
});
