import { Link } from "@tanstack/react-router";
import { Timestamp } from "../../ui/Timestamp";
import { NearbyRuns } from "./NearbyRuns";
import type { UnresolvedRunLink } from "./resolve-dashboard-link";

/** Around the time a link implies, the runs list is narrowed to this window either side. */
const WINDOW_MS = 60 * 60 * 1000;

/**
 * A link whose run cannot be opened: says so, and falls back the way docs/reference/investigation-workflow.md §1 does when
 * `executions get` 404s — the runs list of the likely agent, narrowed to the time the id
 * or URL implies.
 */
export function UnknownRunPage({
  unresolved,
}: {
  unresolved: UnresolvedRunLink;
}) {
  const { link, message, isNotFound } = unresolved;
  const time = link.impliedTime;
  const window = time
    ? {
        since: new Date(time.ms - WINDOW_MS).toISOString(),
        until: new Date(time.ms + WINDOW_MS).toISOString(),
      }
    : {};
  return (
    <div className="mx-auto max-w-4xl space-y-4 p-6 text-sm">
      <h1 className="text-xl font-semibold">
        {isNotFound ? "No run with this id" : "This run could not be opened"}
      </h1>
      <div
        role="alert"
        className="rounded-md border border-step-warn-line bg-step-warn-soft p-3"
      >
        <p className="font-mono text-xs text-slate-600">id={link.id}</p>
        <p className="mt-1">{message}</p>
      </div>
      {link.isSessionGroup && (
        <p className="text-slate-600">
          The link was a session view (
          <span className="font-mono">group=session</span>): its id is the root
          run&apos;s record id, not one message&apos;s run.
        </p>
      )}
      <p className="text-slate-600">
        {time ? (
          <>
            The {time.from === "id" ? "id" : "link"} points at{" "}
            <Timestamp ms={time.ms} />
            {link.agentHint
              ? "; below are the runs an hour either side of it."
              : "; pick an agent to list its runs an hour either side of it."}
          </>
        ) : link.agentHint ? (
          "The link implies no time, so below are the agent's newest runs."
        ) : (
          "The link implies no time and names no agent."
        )}{" "}
        The run may be from another tenant, or removed by retention.
      </p>
      <NearbyRuns agentHint={link.agentHint} window={window} />
      <Link to="/" className="inline-block text-accent underline">
        All agents
      </Link>
    </div>
  );
}
