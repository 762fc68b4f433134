import { describe, expect, it } from "vitest";
import record from "../../../fixtures/saved-runs/waiting-consult-get.json";
import {
  normalizeFruxonAgents,
  normalizeFruxonRecord,
  normalizeFruxonRecordList,
} from "./fruxon-record";
import { WireFormatError } from "./wire-error";

describe("normalizeFruxonRecord", () => {
  it("reads a new-generation record", () => {
    const summary = normalizeFruxonRecord(record);
    expect(summary).toMatchObject({
      id: "0b6f4d2e-9a1c-4e3b-8f7d-5c2a1e0d9b00",
      agentId: "email_policies_parser",
      agentRevision: 59,
      status: "WAITING_FOR_ASYNC",
      deliveryStatus: "PENDING",
      runType: "ROOT",
      startTime: 1785999700000,
      endTime: null,
      tokens: { input: 18250, output: 940, cached: 12000, total: 19190 },
      costs: { total: 0.0068 },
      trigger: { type: "SCHEDULE", provider: "scheduler" },
    });
  });

  it("reads an old-generation record: no status, numeric trigger type, agent from the caller", () => {
    const summary = normalizeFruxonRecord(
      {
        id: "r-1",
        agentRevision: 3,
        startTime: 10,
        endTime: 20,
        trigger: { type: 0, id: "t", provider: "api" },
        destinations: [],
      },
      "legacy_importer",
    );
    expect(summary.status).toBeNull();
    expect(summary.deliveryStatus).toBeNull();
    expect(summary.agentId).toBe("legacy_importer");
    expect(summary.trigger?.type).toBeNull();
  });

  it("accepts PascalCase enums and unknown fields", () => {
    const summary = normalizeFruxonRecord({
      id: "r",
      status: "Completed",
      deliveryStatus: "Withheld",
      brandNew: { x: 1 },
    });
    expect(summary.status).toBe("COMPLETED");
    expect(summary.deliveryStatus).toBe("WITHHELD");
    expect((summary.raw as Record<string, unknown>).brandNew).toEqual({ x: 1 });
  });

  it("rejects a record without an id, saying where", () => {
    expect(() => normalizeFruxonRecord({ status: "COMPLETED" })).toThrow(
      WireFormatError,
    );
    expect(() => normalizeFruxonRecord({ status: "COMPLETED" })).toThrow(
      /execution record: id/,
    );
  });
});

describe("normalizeFruxonRecordList", () => {
  it("keeps readable rows and reports the others", () => {
    const page = normalizeFruxonRecordList(
      { items: [{ id: "a" }, { nope: true }, { id: "b" }], nextPageToken: "" },
      "agent",
    );
    expect(page.runs.map((run) => run.id)).toEqual(["a", "b"]);
    expect(page.unreadable).toHaveLength(1);
    expect(page.unreadable[0]).toMatch(/^row 2:/);
    expect(page.nextPageToken).toBeNull();
  });
});

describe("normalizeFruxonAgents", () => {
  it("accepts the documented array and the {items} form", () => {
    const agents = [
      { id: "a", displayName: "A" },
      { id: "b" },
      { notAnAgent: true },
    ];
    expect(
      normalizeFruxonAgents(agents).map((agent) => agent.displayName),
    ).toEqual(["A", "b"]);
    expect(normalizeFruxonAgents({ items: agents })).toHaveLength(2);
  });
});
