import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sessionListQueryOptions } from "../../api/queries";
import { SourceProblems } from "../../ui/SourceProblems";
import { buildSessionRows } from "./session-rows";
import { SessionListTable } from "./SessionListTable";
import { SkippedFiles } from "./SkippedFiles";

/** Every fast-agent session of the served folder, newest activity first, with its traces. */
export function SessionListPage() {
  const { data: list } = useSuspenseQuery(sessionListQueryOptions());
  const rows = useMemo(() => buildSessionRows(list), [list]);
  return (
    <div className="mx-auto max-w-[1400px] space-y-4 p-6">
      <section>
        <h1 className="text-xl font-semibold">fast-agent sessions</h1>
        <p className="mt-1 text-sm text-slate-600">{list.label}</p>
        <p className="mt-1 text-xs text-slate-500">
          Times from session.json, session ids and file names are the local time
          of the machine that wrote them (no time zone); times recorded inside a
          history are UTC and follow the zone toggle; a file's modified time is
          this machine's clock, not one fast-agent recorded, and sorts last.
        </p>
      </section>
      <SourceProblems problems={list.problems} />
      <SkippedFiles files={list.skipped} />
      <SessionListTable rows={rows} />
    </div>
  );
}
