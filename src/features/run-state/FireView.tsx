import { Link } from "@tanstack/react-router";
import { IdText } from "../../ui/short-ids/IdText";
import type { RunState } from "../../api/useRunState";
import { formatDuration } from "../../model/format/duration";
import {
  cadenceOf,
  describeCadence,
  nearestScheduledFire,
} from "../../model/state/schedule";
import { loadedValue } from "../../model/topic/topic";
import { Timestamp } from "../../ui/Timestamp";
import { StatePartNote } from "./StatePartNote";

/**
 * Why the run fired: the trigger's type and id, its cadence and timezone, the literal
 * parameter mappings the agent was invoked with, and this fire against the previous run's
 * and the schedule.
 */
export function FireView({
  state,
  agentId,
  firedAt,
}: {
  state: RunState;
  agentId: string;
  firedAt: number | null;
}) {
  const ref = state.triggerRef;
  if (!ref)
    return (
      <p className="text-xs text-slate-600">The record names no trigger.</p>
    );
  const trigger = state.trigger ? loadedValue(state.trigger) : null;
  const cadence = trigger ? cadenceOf(trigger) : null;
  const scheduled =
    cadence?.kind === "schedule" && firedAt !== null
      ? nearestScheduledFire(cadence, firedAt)
      : null;
  const previous = state.previous?.summary ?? null;
  const previousAt = previous?.startTime ?? null;
  const mappings =
    trigger?.bindings.find((binding) => binding.agentId === agentId)
      ?.parameterMappings ??
    trigger?.bindings[0]?.parameterMappings ??
    [];
  return (
    <dl className="grid grid-cols-[10rem_1fr] gap-x-2 gap-y-1 text-xs">
      <dt className="text-slate-500">Trigger</dt>
      <dd>
        {ref.type ?? "unknown type"} ·{" "}
        <code className="font-mono">{ref.id ?? "no id"}</code>
        {trigger?.displayName && ` · ${trigger.displayName}`}
      </dd>
      {state.trigger && state.trigger.state !== "loaded" && (
        <dd className="col-span-2">
          <StatePartNote name="The trigger" part={state.trigger} />
        </dd>
      )}
      {trigger && (
        <>
          <dt className="text-slate-500">Cadence</dt>
          <dd>
            {(cadence && describeCadence(cadence)) ??
              "no schedule (fires on events)"}
          </dd>
          <dt className="text-slate-500">Timezone</dt>
          <dd>{trigger.timezone ?? "not set"}</dd>
          <dt className="text-slate-500">Parameter mappings</dt>
          <dd>
            {mappings.length === 0
              ? "none"
              : mappings.map((mapping) => (
                  <div key={mapping.parameterName}>
                    <code className="font-mono">{mapping.parameterName}</code> ={" "}
                    <code className="font-mono">{mapping.value ?? "—"}</code>
                    {mapping.kind && (
                      <span className="text-slate-500"> ({mapping.kind})</span>
                    )}
                  </div>
                ))}
          </dd>
        </>
      )}
      <dt className="text-slate-500">This fire</dt>
      <dd>
        <Timestamp ms={firedAt} />
        {ref.firedAt === null && firedAt !== null && (
          <span className="text-slate-500">
            {" "}
            (the run's start: the record has no firedAt)
          </span>
        )}
      </dd>
      {scheduled !== null && firedAt !== null && (
        <>
          <dt className="text-slate-500">Nearest scheduled fire</dt>
          <dd>
            <Timestamp ms={scheduled} showRelative={false} /> · this fire{" "}
            {Math.abs(firedAt - scheduled) < 60_000
              ? "on time"
              : `${formatDuration(Math.abs(firedAt - scheduled))} ${firedAt > scheduled ? "after" : "before"} it`}
          </dd>
        </>
      )}
      <dt className="text-slate-500">Previous run</dt>
      <dd>
        {previous ? (
          <>
            <Link
              to="/agents/$agentId/runs/$runId"
              params={{ agentId, runId: previous.id }}
              className="text-accent underline"
            >
              <IdText id={previous.id} />
            </Link>{" "}
            started <Timestamp ms={previousAt} showRelative={false} />
            {previousAt !== null &&
              firedAt !== null &&
              ` · ${formatDuration(firedAt - previousAt)} before this fire`}
          </>
        ) : (
          (state.previousProblem ?? "none found")
        )}
      </dd>
    </dl>
  );
}
