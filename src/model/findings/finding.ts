/**
 * A finding: one failure shape docs/reference/investigation-workflow.md teaches an expert to look for, named on the run
 * view instead of left for the user to know. Each is computed by a pure function in this
 * folder (one file per finding) from the run and, when available, its spawn tree and the
 * previous run of its agent; each points at the step (or run) that proves it.
 */
import type { Ms, RunSummary, RunTrace, StepPath } from "../run";
import type { SpawnTree } from "../spawn/spawn-tree";

export type FindingKind =
  | "rejected"
  | "failed-run"
  | "suspended"
  | "failed-children"
  | "systemic-error"
  | "failed-consult"
  | "recovered-error"
  | "partial-result"
  | "undelivered"
  | "duration-trap"
  | "answered-blind"
  | "withheld-unconsumed"
  | "unobserved-takeover"
  | "operator-words-quoted"
  | "session-open-on-resolved-topic"
  | "session-end-not-applied";

export type FindingSeverity = "error" | "warn" | "info";

export interface FindingStepRef {
  path: StepPath;
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

/** A CLI command to run by hand: Tracelens is read-only and never runs it. */
export interface FindingCommand {
  command: string;
  /** When to use it. */
  note: string;
}

export interface Finding {
  kind: FindingKind;
  severity: FindingSeverity;
  /** One line: what is wrong, with the numbers that say so. */
  title: string;
  /** Why it matters and what to do next, in the workflow's terms. */
  detail: string;
  steps: FindingStepRef[];
  runs: FindingRunRef[];
  /** Entries of a conversation (see `topic/`). */
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

export function makeFinding(
  fields: Pick<Finding, "kind" | "severity" | "title" | "detail"> &
    Partial<Finding>,
): Finding {
  return {
    steps: [],
    runs: [],
    entries: [],
    facts: [],
    commands: [],
    ...fields,
  };
}
