import { describe, expect, it } from "vitest";
import { makeToolStep, makeTrace } from "../testing/builders";
import { joinRunApprovals } from "./run-approvals";
import { runStateFacts } from "./run-state-facts";
import type { Approval } from "./state-model";
import type { ApprovalGate } from "./trace-state";

const approval = (id: string, createdAt: number | null): Approval => ({
  id,
  executionRecordId: "run-1",
  gateType: "TOOL_FLOW_STEP",
  toolKey: "stripe.create_refund",
  stepIdentifier: "refund_gate",
  outboundMessage: null,
  authorizedApprovers: [],
  status: "PENDING",
  expiresAt: null,
  respondedAt: null,
  respondedBy: null,
  decision: null,
  responseText: null,
  createdAt,
  auditEvents: null,
});
const gate = (path: string, requestId: string | null): ApprovalGate => ({
  path,
  requestId,
  toolKey: "stripe.create_refund",
  stepIdentifier: "refund_gate",
});

describe("joinRunApprovals", () => {
  it("links each approval to the step whose hitlTrace names it, in the order they were requested", () => {
    const joined = joinRunApprovals(
      [approval("ap-2", 2_000), approval("ap-1", 1_000)],
      [gate("1.1.3", "ap-1"), gate("1.1.4", "ap-2")],
    );
    expect(
      joined.approvals.map(({ approval, stepPath }) => [approval.id, stepPath]),
    ).toEqual([
      ["ap-1", "1.1.3"],
      ["ap-2", "1.1.4"],
    ]);
    expect(joined.unmatchedGates).toEqual([]);
  });

  it("keeps an approval no step names (no path) and a gate no approval answers", () => {
    const joined = joinRunApprovals(
      [approval("ap-9", null), approval("ap-1", 1_000)],
      [gate("1.1.3", "ap-1"), gate("1.2", "ap-missing"), gate("1.3", null)],
    );
    expect(
      joined.approvals.map(({ approval, stepPath }) => [approval.id, stepPath]),
    ).toEqual([
      ["ap-1", "1.1.3"],
      ["ap-9", null],
    ]);
    expect(joined.unmatchedGates.map((g) => g.path)).toEqual(["1.2", "1.3"]);
  });
});

describe("approval gates in the trace", () => {
  it("reads each hitlTrace's request id, tool key and step identifier, and nothing from steps without one", () => {
    const { facts } = runStateFacts(
      makeTrace([
        makeToolStep("hubspot/search_contacts"),
        makeToolStep("stripe/create_refund", {
          hitlTrace: {
            requestId: "ap-1",
            toolKey: "stripe.create_refund",
            stepIdentifier: "refund_gate",
            decision: "REJECT",
          },
        }),
      ]),
    );
    expect(facts.approvalGates).toEqual([
      {
        path: "2",
        requestId: "ap-1",
        toolKey: "stripe.create_refund",
        stepIdentifier: "refund_gate",
      },
    ]);
  });
});
