/**
 * A fire well off its trigger's schedule (docs/reference/investigation-workflow.md: "triggers set the batch size" — an
 * off-schedule fire consumes the backlog and advances the watermark, so the next run
 * processes too few). A fixed schedule is judged by the nearest scheduled time in the
 * trigger's timezone; an interval by the gap to the previous fire. Within the tolerance
 * (`scheduleTolerance`: 10 min or 5% of the period) it is on schedule.
 */
import { formatDuration } from "../format/duration";
import {
  cadenceOf,
  describeCadence,
  nearestScheduledFire,
  scheduleTolerance,
} from "../state/schedule";
import type { TriggerConfig } from "../state/state-model";
import { asMs } from "../run";
import { makeFinding, type Finding } from "./finding";
import { fruxonCommand, offer } from "./cli-command";

export interface FireInput {
  trigger: TriggerConfig;
  /** When this run fired (the record's `trigger.firedAt`, else its start). */
  firedAt: number;
  previous: { runId: string; agentId: string; firedAt: number } | null;
  /** This run's status: what the fire did to the backlog depends on whether it ran. */
  status: string | null;
}

/**
 * What an off-schedule fire did to the backlog, by what the run's status says it did: a
 * REJECTED run never ran (blocked pre-flight), so it consumed nothing.
 */
function backlogSentence(status: string | null): string {
  switch (status) {
    case "COMPLETED":
      return "A run that fired sooner than the schedule implies finds a smaller backlog — this off-schedule fire consumed it and advanced the watermark.";
    case "REJECTED":
      return "This run was REJECTED before it ran, so it consumed nothing: the backlog and the watermark are as the previous run left them, for the next scheduled run.";
    case "IN_PROGRESS":
    case "WAITING_FOR_ASYNC":
      return `This run has not finished (${status}): it may still consume the backlog and advance the watermark before the next scheduled run.`;
    case "FAILED":
    case "CANCELLED":
      return `This run stopped ${status}: how much of the backlog it consumed before that, and whether it advanced the watermark, is in its steps.`;
    default:
      return `Its status is ${status === null ? "unknown" : status}: whether it consumed the backlog is unknown.`;
  }
}

export function findOffScheduleFire(input: FireInput): Finding[] {
  const cadence = cadenceOf(input.trigger);
  if (cadence.kind === "none") return [];
  const tolerance = scheduleTolerance(cadence.periodMs);
  const schedule = describeCadence(cadence)!;
  const sincePrevious = input.previous
    ? input.firedAt - input.previous.firedAt
    : null;
  let offBy: number;
  if (cadence.kind === "schedule") {
    offBy = input.firedAt - nearestScheduledFire(cadence, input.firedAt);
  } else {
    if (sincePrevious === null) return [];
    offBy = sincePrevious - cadence.periodMs;
  }
  if (Math.abs(offBy) <= tolerance) return [];
  const lead =
    sincePrevious !== null
      ? `fired ${formatDuration(sincePrevious)} after the previous run`
      : `fired ${formatDuration(Math.abs(offBy))} ${offBy < 0 ? "before" : "after"} its scheduled time`;
  return [
    makeFinding({
      kind: "off-schedule-fire",
      severity: "warning",
      title: `Off-schedule fire: ${lead}; the schedule is ${schedule}`,
      detail: `${backlogSentence(input.status)} \`triggers list\` shows lastFiredAt but not the schedule: compare against \`triggers get\`.`,
      cause:
        "A manual fire, a retry, or a second trigger bound to the agent fired it between scheduled times.",
      runs: input.previous
        ? [
            {
              runId: input.previous.runId,
              agentId: input.previous.agentId,
              label: "the previous run",
              status: null,
            },
          ]
        : [],
      facts: [
        { label: "This fire", at: asMs(input.firedAt) },
        ...(input.previous
          ? [{ label: "Previous fire", at: asMs(input.previous.firedAt) }]
          : []),
        { label: "Schedule", text: schedule },
        {
          label: "Off by",
          text: `${formatDuration(Math.abs(offBy))} (tolerance ${formatDuration(tolerance)})`,
        },
      ],
      commands: offer([
        {
          command: fruxonCommand`fruxon triggers get ${input.trigger.id} -o json`,
          note: "the cadence, timezone and parameter mappings",
        },
      ]),
    }),
  ];
}
