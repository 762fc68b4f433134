/**
 * The embedded demo's data set: wire-shaped JSON exactly as the Fruxon API would return
 * it (see docs/reference/fruxon-wire.md), generated deterministically by `generate.ts` from a
 * seed and an anchor time. The demo API (`demo-api.ts`) serves it over HTTP; nothing in
 * the app reads it directly.
 */

import type { DemoConversations } from "./conversations/conversation-data";
import type { DemoState } from "./state/state-data";

export type WireObject = Record<string, unknown>;

export interface DemoRun {
  /** The execution record: `GET …/executionRecords/{id}` and one row of the list. */
  record: WireObject;
  /** The body `:trace` returns (an envelope, or a bare trace for the old generation); null → 404. */
  trace: WireObject | null;
  /**
   * A trace too large to hold as one value (the benchmark's million-step run), written as it
   * is sent; `:trace` answers with it when set.
   */
  openTrace?: () => ReadableStream<Uint8Array>;
  /** The body `:result` returns; null → 404. */
  result: WireObject | null;
  /** The run that spawned or consulted this one, for `/tree`; null for a root. */
  parentId: string | null;
  /** `parentAsyncOperationId` on the tree node, when the parent waited on this run. */
  parentAsyncOperationId?: string | null;
}

export interface DemoDataSet {
  tenantId: string;
  /** The anchor every timestamp is relative to (ms). */
  now: number;
  /** Agent objects as in docs/reference/fruxon-wire.md §3 (`GET /agents` returns them as an array). */
  agents: WireObject[];
  /** Participant objects as in docs/reference/fruxon-wire.md §4. */
  participants: WireObject[];
  runs: DemoRun[];
  /** Topics, turns, sessions, withheld messages, takeovers, policies (D13–D15 and derived); none when absent. */
  conversations?: DemoConversations;
  /** Memories, triggers, ledgers and approvals (D16–D20, D23); none when absent. */
  state?: DemoState;
}

/** The named demo runs (docs/reference/routes-and-flags.md#the-embedded-demo), for tests and the README. */
export const DEMO_SCENARIO_NAMES = [
  "D1",
  "D2",
  "D3a",
  "D3b",
  "D4",
  "D5",
  "D6",
  "D7",
  "D8",
  "D9",
  "D10",
  "D13",
  "D14",
  "D15",
  "D16",
  "D17",
  "D18",
  "D19",
  "D20",
  "D21",
  "D22",
  "D23",
] as const;
export type DemoScenario = (typeof DEMO_SCENARIO_NAMES)[number];

export interface DemoScenarioRef {
  agentId: string;
  runId: string;
}
