import { Link } from "@tanstack/react-router";
import type { RunIdPrefixAnswer } from "../../model/links/run-id-prefix";
import { Badge } from "../../ui/Badge";
import { DataText } from "../../ui/DataText";
import { runStatusTone } from "../../ui/status-tone";
import { Timestamp } from "../../ui/Timestamp";
import { HeaderPopover } from "./HeaderPopover";

/**
 * What a short id typed in the Open box may mean: the runs whose id starts with it, to
 * choose from (subject, start time, full id), or — when none does — where the proxy looked,
 * with the lookup of the text as a whole id one click away.
 */
export function RunIdMatches({
  answer,
  onClose,
}: {
  answer: RunIdPrefixAnswer;
  onClose: () => void;
}) {
  const { prefix, runs, more, searched } = answer;
  const where =
    searched.perAgent === null
      ? `the ${searched.runs} runs here`
      : `the newest ${searched.perAgent} runs of each of ${searched.agents} agent${searched.agents === 1 ? "" : "s"} (${searched.runs} runs)`;
  return (
    <HeaderPopover
      label={`Runs whose id starts with ${prefix}`}
      title={
        runs.length === 0
          ? `No run id starts with “${prefix}”`
          : `${runs.length + more} runs start with “${prefix}”: which one?`
      }
      closeLabel="Close run id matches"
      onClose={onClose}
      className="left-0 w-[34rem] max-w-[90vw]"
    >
      {runs.length === 0 ? (
        <p className="text-slate-600">
          Searched {where}. An older run is found by its whole id:{" "}
          <Link
            to="/"
            search={{ id: prefix }}
            onClick={onClose}
            className="text-accent underline"
          >
            look up “{prefix}” as a whole id
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {runs.map((run) => (
            <li key={`${run.agentId}/${run.runId}`}>
              <Link
                to="/agents/$agentId/runs/$runId"
                params={{ agentId: run.agentId, runId: run.runId }}
                onClick={onClose}
                className="block px-1 py-1.5 hover:bg-slate-50"
              >
                <span className="flex items-center gap-2">
                  <Badge tone={runStatusTone(run.status)}>
                    {run.status ?? "—"}
                  </Badge>
                  <DataText
                    text={run.subject ?? run.agentId}
                    className="truncate font-medium text-slate-900"
                  />
                </span>
                <span className="mt-0.5 flex flex-wrap gap-x-2 text-slate-600">
                  <Timestamp ms={run.startTime} showRelative={false} />
                  <span className="font-mono">{run.runId}</span>
                  <span className="font-mono">{run.agentId}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-1 text-slate-600">
          And {more} more: type more of the id.
        </p>
      )}
    </HeaderPopover>
  );
}
