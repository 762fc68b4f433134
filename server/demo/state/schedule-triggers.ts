/**
 * The triggers behind the demo's other scheduled runs, so `triggers get` answers for every
 * SCHEDULE run the demo holds: the policy inbox every 30 minutes, the reconciliation every
 * 6 hours, the ledger sweep every 24 hours (intervals: judged by the gap between runs).
 */
import type { WireObject } from "../dataset";
import type { DemoContext } from "../context";
import { TRIGGERS } from "../connectors";

export function scheduleTriggers(ctx: DemoContext): WireObject[] {
  const interval = (
    id: string,
    displayName: string,
    agentId: string,
    value: number,
    unit: string,
    mappings: [string, string][],
  ): WireObject => ({
    id,
    kind: "SCHEDULE",
    integrationId: "schedule",
    displayName,
    active: true,
    intervalValue: value,
    intervalUnit: unit,
    timezone: "Asia/Jerusalem",
    lastFiredAt: ctx.now - 20 * 60_000,
    agentIds: [agentId],
    bindings: [
      {
        agentId,
        parameterMappings: mappings.map(([parameterName, value]) => ({
          parameterName,
          kind: "LITERAL",
          value,
        })),
      },
    ],
  });
  return [
    interval(
      TRIGGERS.policyInboxSchedule,
      "Policy inbox — every 30 minutes",
      "email_policies_parser",
      30,
      "MINUTES",
      [["max_per_run", "20"]],
    ),
    interval(
      TRIGGERS.reconcileSchedule,
      "Reconciliation — every 6 hours",
      "billing_reconciler",
      6,
      "HOURS",
      [
        ["window_hours", "6"],
        ["currency", "ILS"],
      ],
    ),
    interval(
      TRIGGERS.ledgerSweepSchedule,
      "Nightly ledger sweep",
      "ledger_sweeper",
      24,
      "HOURS",
      [["batch_size", "25"]],
    ),
  ];
}
