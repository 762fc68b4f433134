/**
 * What the demo API serves about the state runs decided from: memories per agent,
 * triggers, each ledger automation's items, transitions, batches, passes and exclusion
 * reasons, and approvals with their audit events. Wire-shaped (docs/reference/fruxon-state.md).
 */
import type { WireObject } from "../dataset";

export interface DemoLedger {
  items: WireObject[];
  /** Transitions by item id. */
  transitions: Map<string, WireObject[]>;
  batches: WireObject[];
  passes: WireObject[];
  exclusions: WireObject[];
}

export interface DemoState {
  memories: Map<string, WireObject[]>;
  triggers: WireObject[];
  /** By trigger id. */
  ledgers: Map<string, DemoLedger>;
  approvals: WireObject[];
  /** By approval id. */
  auditEvents: Map<string, WireObject[]>;
}

export function emptyDemoState(): DemoState {
  return {
    memories: new Map(),
    triggers: [],
    ledgers: new Map(),
    approvals: [],
    auditEvents: new Map(),
  };
}
