/**
 * A finding: one failure shape docs/reference/investigation-workflow.md teaches an expert to
 * look for, named on the page
 * instead of left for the user to know. One type for every source: a Fruxon run's findings
 * (`collect-findings.ts`) and a fast-agent history's (`history-findings.ts`) are both
 * `Finding`s, on one severity scale, shown by one renderer. Each is computed by a pure
 * function in this folder (one file per finding) and points at the step (or run) that
 * proves it.
 */
import type { Ms, RunSummary, RunTrace } from "../run";
import type { SpawnTree } from "../spawn/spawn-tree";

/** What a Fruxon run can show. */
export type RunFindingKind =
  | "rejected"
  | "failed-run"
  | "suspended"
  | "failed-children"
  | "systemic-error"
  | "failed-consult"
  | "recovered-error"
  | "partial-result"
  | "undelivered"
  | "duration-trap";

/** What a fast-agent history can show: docs/reference/investigation-workflow.md#failure-patterns. */
export type HistoryFindingKind =
  | "unanswered-tool-call"
  | "duplicate-user-message"
  | "stop-reason-error"
  | "tool-error"
  | "tool-failure-loop";

/** What the conversation around a run can show (docs/reference/fruxon-conversation.md). */
export type ConversationFindingKind =
  | "answered-blind"
  | "withheld-unconsumed"
  | "unobserved-takeover"
  | "operator-words-quoted"
  | "session-open-on-resolved-topic"
  | "session-end-not-applied";

/** What the state a run decided from can show (docs/reference/fruxon-state.md). */
export type StateFindingKind =
  | "memory-changed"
  | "near-miss-id"
  | "off-schedule-fire"
  | "waiting-on-dead-batch"
  | "repeated-attempt";

export type FindingKind =
  | RunFindingKind
  | HistoryFindingKind
  | ConversationFindingKind
  | StateFindingKind;

/** One scale for every finding: it failed, it needs a look, or it is worth knowing. */
export type FindingSeverity = "error" | "warning" | "info";

export interface FindingStepRef {
  /** The step's dotted path in the trace the finding is about. */
  path: string;
  name: string;
  /** What this step shows, in a few words (an error message, two sizes). */
  note: string | null;
}

export interface FindingRunRef {
  runId: string;
  /** null when only the id is known (a link then finds the agent). */
  agentId: string | null;
  label: string;
  status: string | null;
}

/** A turn (or withheld message, takeover, session) of a topic's transcript that proves a finding. */
export interface FindingEntryRef {
  agentId: string;
  topicId: string;
  /** A turn, inbound message, takeover or session id: the topic view's `?message=`. */
  entryId: string;
  label: string;
  note: string | null;
}

export type FindingFact =
  | { label: string; text: string }
  | { label: string; at: Ms; relative?: boolean };

/** A command to run by hand: Tracelens is read-only and never runs it. */
export interface FindingCommand {
  command: string;
  /** What it does, or when to use it. */
  note: string;
  /** A short name for it (the copy button says "Copy: <label>"); the command itself when absent. */
  label?: string;
}

/** The way out, when the workflow names one: a few words, then how and why. */
export interface FindingFix {
  summary: string;
  detail: string;
}

export interface Finding {
  kind: FindingKind;
  severity: FindingSeverity;
  /** One line: what is wrong, with the numbers that say so. */
  title: string;
  /** Why it matters and what to do next, in the workflow's terms. */
  detail: string;
  /** The likely cause, when the workflow names one. */
  cause: string | null;
  fix: FindingFix | null;
  steps: FindingStepRef[];
  runs: FindingRunRef[];
  /** Entries of a conversation (see `topic/`); empty for run and history findings. */
  entries: FindingEntryRef[];
  facts: FindingFact[];
  commands: FindingCommand[];
}

/** The run before this one, as the findings compare against it. */
export interface PreviousRun {
  summary: RunSummary;
  trace: RunTrace | null;
}

export interface FindingInput {
  summary: RunSummary;
  trace: RunTrace | null;
  /** The spawn tree, when loaded (from `/tree` or rebuilt from the trace). */
  tree?: SpawnTree | null;
  /** The previous run of the agent, when loaded; null when there is none. */
  previous?: PreviousRun | null;
}

/** A finding with every list empty and no cause or fix unless given. */
export function makeFinding(
  fields: Pick<Finding, "kind" | "severity" | "title" | "detail"> &
    Partial<Finding>,
): Finding {
  return {
    cause: null,
    fix: null,
    steps: [],
    runs: [],
    entries: [],
    facts: [],
    commands: [],
    ...fields,
  };
}
