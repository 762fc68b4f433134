/**
 * A suspended run: what it waits on (`waitingFor.kind` — CONSULT, APPROVAL or SUBTASK with
 * `childCount`), since when, and when the sweeper times the wait out. WAITING_FOR_ASYNC is
 * the only suspended state, so only `waitingFor` separates a human wait from a machine one.
 *
 * The way out is shown as commands to run, never run: `cancel-wait` resolves a consult as
 * cancelled and the run continues; it answers 400 for APPROVAL and SUBTASK waits, where
 * only `cancel` (which ends the run) applies.
 */
import type { RunTrace } from "../run";
import {
  makeFinding,
  type Finding,
  type FindingCommand,
  type FindingFact,
  type FindingInput,
} from "./finding";
import { statusOf, stepRef } from "./finding-helpers";
import { fruxonCommand, offer } from "./cli-command";
import { formatDuration } from "../format/duration";
import { expiredForMs, STUCK_PAST_EXPIRY, withArticle } from "./wait-words";

export function findSuspendedWait(input: FindingInput): Finding[] {
  const { summary, trace } = input;
  const waitingFor = trace?.waitingFor ?? null;
  if (!waitingFor) {
    if (statusOf(input) !== "WAITING_FOR_ASYNC") return [];
    return [
      makeFinding({
        kind: "suspended",
        severity: "info",
        title:
          "Suspended (WAITING_FOR_ASYNC), and the trace does not say on what",
        detail:
          "A suspended run is parked, not hung. Only the trace's waitingFor names what it waits on, and this trace carries none.",
        commands: offer([
          {
            command: cancelCommand(summary.agentId, summary.id),
            note: "end the run terminally",
          },
        ]),
      }),
    ];
  }
  const kind = waitingFor.kind ?? "UNKNOWN";
  const who = [
    waitingFor.displayName,
    waitingFor.participantKind && `(${waitingFor.participantKind})`,
  ]
    .filter(Boolean)
    .join(" ");
  const what =
    kind === "SUBTASK"
      ? `${waitingFor.childCount ?? "its"} sub-task${waitingFor.childCount === 1 ? "" : "s"}`
      : kind === "APPROVAL"
        ? `a human approval${who ? ` from ${who}` : ""}`
        : kind === "CONSULT"
          ? `a consult${who ? ` with ${who}` : ""}`
          : `${kind}${who ? ` (${who})` : ""}`;
  const facts: FindingFact[] = [{ label: "Waiting on", text: kind }];
  if (waitingFor.waitingSince !== null)
    facts.push({ label: "Since", at: waitingFor.waitingSince, relative: true });
  if (waitingFor.expiresAt !== null)
    facts.push({ label: "Expires", at: waitingFor.expiresAt, relative: true });
  if (waitingFor.topicId)
    facts.push({ label: "Topic", text: waitingFor.topicId });
  const open = trace ? openLeaf(trace) : null;
  const expiredFor = expiredForMs(waitingFor, input.now ?? Date.now());
  return [
    makeFinding({
      kind: "suspended",
      severity: expiredFor === null ? "info" : "warning",
      title:
        expiredFor === null
          ? `Suspended, waiting for ${what}`
          : `Stuck: waiting for ${what}, expired ${formatDuration(expiredFor)} ago`,
      detail:
        expiredFor !== null
          ? STUCK_PAST_EXPIRY
          : (kind === "CONSULT"
              ? "The run resumes when the consult is answered, or the sweeper times the wait out at expiry — it may simply be waiting on someone who went home. "
              : "The run resumes when the wait resolves, or the sweeper times it out at expiry. ") +
            "The trace is live: two reads can differ, so re-read before concluding.",
      steps: open !== null && trace ? [stepRef(trace, open, "still open")] : [],
      facts,
      commands: commandsFor(
        kind,
        summary.agentId,
        summary.id,
        waitingFor.topicId,
      ),
    }),
  ];
}

function commandsFor(
  kind: string,
  agentId: string,
  runId: string,
  topicId: string | null,
): FindingCommand[] {
  if (kind === "CONSULT") {
    return offer([
      topicId !== null && {
        command: fruxonCommand`fruxon agents topics messages ${agentId} ${topicId}`,
        note: "read the consult's conversation, including any reply",
      },
      {
        command: fruxonCommand`fruxon agents executions cancel-wait ${agentId} ${runId} --yes`,
        note: "skip this consult; the run picks up where it left off (the scalpel)",
      },
      {
        command: cancelCommand(agentId, runId),
        note: "end the run terminally — when skipping the consult would not help (the hammer)",
      },
    ]);
  }
  return offer([
    {
      command: cancelCommand(agentId, runId),
      note: `the only way out by hand: cancel-wait answers 400 for ${kind === "UNKNOWN" ? "a non-consult" : withArticle(kind)} wait`,
    },
  ]);
}

function cancelCommand(agentId: string, runId: string): string | null {
  return fruxonCommand`fruxon agents executions cancel ${agentId} ${runId} --yes`;
}

/** The last open step with no open child: where the run is parked. */
function openLeaf(trace: RunTrace): number | null {
  for (let i = trace.steps.length - 1; i >= 0; i--) {
    const step = trace.steps[i]!;
    if (step.endTime !== null || step.isError) continue;
    const hasOpenChild = step.children.some(
      (child) => trace.steps[child]!.endTime === null,
    );
    if (!hasOpenChild) return i;
  }
  return null;
}
