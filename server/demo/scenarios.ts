/**
 * The named demo runs (docs/reference/routes-and-flags.md#the-embedded-demo, D1–D10), with fixed ids so
 * tests, the README and shared links can open them. The ids are hard-coded (not drawn
 * from the seeded stream) so they survive any reshuffle of the generated filler.
 */
import type { DemoScenario, DemoScenarioRef } from "./dataset";

export const DEMO_SCENARIOS: Record<DemoScenario, DemoScenarioRef> = {
  D1: {
    agentId: "email_policies_parser",
    runId: "672a6e1c-8883-4f60-ab32-9f0c92d334df",
  },
  D2: {
    agentId: "email_policies_parser",
    runId: "825d61cb-9af9-41ff-b358-4cc522e97eee",
  },
  D3a: {
    agentId: "email_policies_parser",
    runId: "e7ff5283-0697-4023-b73c-0b7ee5ee6dc1",
  },
  D3b: {
    agentId: "email_policies_parser",
    runId: "14adbbde-2ff8-4271-ab69-c9143c4e7e22",
  },
  D4: {
    agentId: "support_assistant",
    runId: "9182050b-9c65-4144-a741-67f40bc69b5c",
  },
  D5: {
    agentId: "billing_reconciler",
    runId: "4645f1f3-8be9-48c4-94a7-4c0863b776a0",
  },
  D6: {
    agentId: "support_assistant",
    runId: "03029e73-feeb-478e-b50a-7b27d0b1e5de",
  },
  D7: {
    agentId: "support_assistant",
    runId: "fab86ad4-0090-4841-b967-7efc587be39f",
  },
  D8: {
    agentId: "legacy_importer",
    runId: "f260e4e8-61f3-4ea1-9ea9-0c6124de0e4c",
  },
  D9: {
    agentId: "billing_reconciler",
    runId: "04099233-5344-4238-b9f2-23bfdeb001b8",
  },
  D10: {
    agentId: "ledger_sweeper",
    runId: "d143cdfb-3af7-4f28-b5ad-b752b4420b48",
  },
  // The conversation around a run: a person's words quoted by the agent, a follow-up
  // answered blind in a fresh session, a customer whose messages never reached the agent.
  D13: {
    agentId: "support_assistant",
    runId: "5d0c7a61-2b4e-4f1a-9c3d-8e6f1a2b3c13",
  },
  D14: {
    agentId: "support_assistant",
    runId: "a8e41f02-6c3d-4b7e-8f2a-1d9c0b7e6f14",
  },
  D15: {
    agentId: "support_assistant",
    runId: "c3b9e7d5-4a2f-4e8c-b1d6-7f0a9e2c5d15",
  },
  // The state a run decided from: a watermark overwritten between runs, an off-schedule
  // fire, a near-miss id in memory, a ledger item's third attempt waiting on an
  // undeliverable batch, a knowledge search worth replaying.
  D16: {
    agentId: "renewals_watcher",
    runId: "6e2f4a10-3c5b-4d7e-9f81-2a4b6c8d1e16",
  },
  D17: {
    agentId: "renewals_watcher",
    runId: "7f3a5b21-4d6c-4e8f-a092-3b5c7d9e2f17",
  },
  D18: {
    agentId: "renewals_watcher",
    runId: "8a4b6c32-5e7d-4f90-b1a3-4c6d8e0f3a18",
  },
  D19: {
    agentId: "claims_triage",
    runId: "9b5c7d43-6f8e-4a01-82b4-5d7e9f1a4b19",
  },
  D20: {
    agentId: "coverage_helpdesk",
    runId: "ac6d8e54-7a9f-4b12-93c5-6e8f0a2b5c20",
  },
  // Cancellation (issue 10): a TEST run cancelled part-way, and a run still in progress.
  D21: {
    agentId: "billing_reconciler",
    runId: "b16c4e2a-7d1f-4c3b-9a5e-0f2d8c6b1a16",
  },
  D22: {
    agentId: "billing_reconciler",
    runId: "e17a9b3c-2f4d-4e6a-8b1c-5d7e9f0a2b17",
  },
  // A run parked on a human approval, after a first approval was rejected.
  D23: {
    agentId: "support_assistant",
    runId: "d23a7c41-5e2b-4f8d-9c6a-1b3e5f7a9c23",
  },
};

/** D1's successful consult: a CONSULT child run under `underwriting_desk` (D1's tree has 4 nodes). */
export const D1_CONSULT_RUN: DemoScenarioRef = {
  agentId: "underwriting_desk",
  runId: "3f75c68c-ac05-440e-83f3-d2e231948594",
};
