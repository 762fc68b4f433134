/**
 * "The run before this one", as docs/reference/investigation-workflow.md §6 means it: the previous run of the same
 * agent that did the same job, so that diffing their inputs shows which one moved.
 *
 * - Same kind of run: a ROOT run's previous run is a ROOT run, never one of the sub-task or
 *   consult children its own fan-out (or an earlier one) spawned; runType decides, and a
 *   record whose `rootExecutionId` names another run is a child whatever it says.
 * - REJECTED runs never ran (no trace), so they are skipped.
 * - Scopes, narrowest first: the same session, then the same participant, then the agent.
 *   A scope is tried only when the record carries its id.
 *
 * The list API pages newest first and has no back-cursor, so the caller walks back in time
 * with `until = start − 1` and asks `pickPreviousRun` about each page.
 */
import { formatDuration } from "./format/duration";
import type { RunSummary } from "./run";

export type PreviousScope = "session" | "participant" | "agent";

export interface PreviousScopeQuery {
  scope: PreviousScope;
  session?: string;
  participant?: string;
}

/** The scopes to search, narrowest first. */
export function previousRunScopes(current: RunSummary): PreviousScopeQuery[] {
  const scopes: PreviousScopeQuery[] = [];
  if (current.sessionId)
    scopes.push({ scope: "session", session: current.sessionId });
  if (current.trigger?.participantId)
    scopes.push({
      scope: "participant",
      participant: current.trigger.participantId,
    });
  scopes.push({ scope: "agent" });
  return scopes;
}

function isChild(run: RunSummary): boolean {
  if (run.runType !== null) return run.runType !== "ROOT";
  return run.rootExecutionId !== null && run.rootExecutionId !== run.id;
}

/** Whether `candidate` can stand as the run before `current`. */
export function isPreviousCandidate(
  current: RunSummary,
  candidate: RunSummary,
): boolean {
  if (candidate.id === current.id) return false;
  if (
    current.startTime === null ||
    candidate.startTime === null ||
    candidate.startTime >= current.startTime
  )
    return false;
  if (candidate.status === "REJECTED") return false;
  const currentIsChild = isChild(current);
  if (!currentIsChild) return !isChild(candidate);
  // A child compares with a child of the same kind (SUBTASK with SUBTASK).
  return (
    isChild(candidate) &&
    (current.runType === null ||
      candidate.runType === null ||
      candidate.runType === current.runType)
  );
}

export interface PreviousPick {
  run: RunSummary | null;
  /** Runs on the page newer than the pick (or all, when none) that were passed over. */
  skipped: number;
}

/** The newest candidate on a page (pages come newest first, but do not rely on it). */
export function pickPreviousRun(
  current: RunSummary,
  page: readonly RunSummary[],
): PreviousPick {
  let best: RunSummary | null = null;
  for (const run of page) {
    if (!isPreviousCandidate(current, run)) continue;
    if (!best || run.startTime! > best.startTime!) best = run;
  }
  const skipped = page.filter(
    (run) =>
      run !== best &&
      run.id !== current.id &&
      (best === null || (run.startTime ?? 0) > best.startTime!),
  ).length;
  return { run: best, skipped };
}

export interface PreviousRunChoice {
  run: RunSummary | null;
  scope: PreviousScope | null;
  /** One sentence for the page: which run was chosen and why, or why none was. */
  reason: string;
}

/** Why this run was chosen, in the words a support engineer would use. */
export function describePreviousChoice(
  current: RunSummary,
  chosen: RunSummary,
  scope: PreviousScope,
  skipped: number,
  narrowerScopesTried: PreviousScope[],
): string {
  const kind = current.runType ? `${current.runType} run` : "run";
  const gap =
    current.startTime !== null && chosen.startTime !== null
      ? ` (started ${formatDuration(current.startTime - chosen.startTime)} earlier)`
      : "";
  const where =
    scope === "session"
      ? ` in the same session, ${current.sessionId}`
      : scope === "participant"
        ? ` for the same participant, ${current.trigger?.participantDisplayName ?? current.trigger?.participantId}`
        : "";
  const fellBack =
    narrowerScopesTried.length > 0
      ? ` No earlier run shares this run's ${narrowerScopesTried.join(" or ")}.`
      : "";
  const passed =
    skipped > 0
      ? ` Passed over ${skipped} run${skipped === 1 ? "" : "s"} in between (sub-tasks, consults or rejected runs).`
      : "";
  return `The ${kind} of ${current.agentId} that started immediately before this one${where}${gap}.${fellBack}${passed}`;
}

export function describeNoPreviousRun(
  current: RunSummary,
  scanned: number,
): string {
  if (current.startTime === null)
    return "This run's record has no start time, so there is no run 'before' it to find.";
  return scanned === 0
    ? `No run of ${current.agentId} started before this one.`
    : `None of the ${scanned} runs of ${current.agentId} that started before this one is a run of the same kind that ran; pick one below.`;
}
