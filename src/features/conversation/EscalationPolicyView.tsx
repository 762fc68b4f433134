import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { escalationPolicyQueryOptions } from "../../api/conversation-queries";
import { ContextPartNotes } from "./ContextPartNotes";

/**
 * The agent's escalation policy, on request: its mode, ladder and operators. For a past
 * escalation, read `configuredOperators` — `offerableOperators` is who is available this
 * minute, and presence now says nothing about presence then.
 */
export function EscalationPolicyView({ agentId }: { agentId: string }) {
  const [isAsked, setIsAsked] = useState(false);
  const query = useQuery({
    ...escalationPolicyQueryOptions(agentId),
    enabled: isAsked,
  });
  if (!isAsked)
    return (
      <button
        type="button"
        onClick={() => setIsAsked(true)}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-50"
      >
        Show the escalation policy
      </button>
    );
  const part = query.error
    ? { state: "failed" as const, message: query.error.message }
    : (query.data ?? { state: "loading" as const });
  return (
    <section
      aria-label="Escalation policy"
      className="rounded-md border border-slate-200 text-sm"
    >
      <h2 className="border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        Escalation policy
      </h2>
      <ContextPartNotes parts={[{ name: "Policy", part }]} />
      {part.state === "loading" && (
        <p className="px-3 py-2 text-xs text-slate-500">Loading…</p>
      )}
      {part.state === "loaded" && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 px-3 py-2 text-xs">
          <dt className="text-slate-500">Mode</dt>
          <dd>{part.value.mode ?? "not set"}</dd>
          <dt className="text-slate-500">Ladder</dt>
          <dd>
            {part.value.ladder.length === 0
              ? part.value.mode === "NATIVE_HANDOFF"
                ? "empty — correct under NATIVE_HANDOFF: the channel's own console supplies the human"
                : "empty"
              : part.value.ladder.join(" → ")}
          </dd>
          <dt className="text-slate-500">Configured operators</dt>
          <dd>
            {part.value.configuredOperators
              .map((o) => o.displayName)
              .join(", ") || "none"}{" "}
            <span className="text-slate-500">
              (read these for a past escalation)
            </span>
          </dd>
          <dt className="text-slate-500">Offerable now</dt>
          <dd>
            {part.value.offerableOperators
              .map((o) => o.displayName)
              .join(", ") || "nobody"}{" "}
            <span className="text-slate-500">
              (filtered by who is available this minute
              {part.value.mode === "BRIDGE" &&
              part.value.offerableOperators.length === 0
                ? "; under BRIDGE an escalation now would degrade"
                : ""}
              )
            </span>
          </dd>
        </dl>
      )}
    </section>
  );
}
