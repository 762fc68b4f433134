/**
 * The state stories (D16–D20, D23): their runs, and the memories, triggers and ledgers the
 * demo API serves about them.
 */
import type { DemoRun } from "../dataset";
import type { DemoContext } from "../context";
import { claimsStory } from "./claims-ledger";
import { knowledgeSearchStory } from "./knowledge-search";
import { refundApprovalStory } from "./refund-approval";
import { renewalsStory } from "./renewals-watcher";
import { emptyDemoState, type DemoState } from "./state-data";
import { scheduleTriggers } from "./schedule-triggers";

export function stateStories(ctx: DemoContext): {
  runs: DemoRun[];
  state: DemoState;
} {
  const renewals = renewalsStory(ctx);
  const claims = claimsStory(ctx);
  const approval = refundApprovalStory(ctx);
  const state = emptyDemoState();
  state.memories = renewals.state.memories;
  state.triggers = [
    ...renewals.state.triggers,
    ...claims.state.triggers,
    ...scheduleTriggers(ctx),
  ];
  state.ledgers = claims.state.ledgers;
  state.approvals = approval.approvals;
  state.auditEvents = approval.auditEvents;
  return {
    runs: [
      ...renewals.runs,
      ...claims.runs,
      ...knowledgeSearchStory(ctx),
      ...approval.runs,
    ],
    state,
  };
}
