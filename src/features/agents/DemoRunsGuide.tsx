import { Link } from "@tanstack/react-router";
import type { SourceInfo } from "../../api/source";

/**
 * The demo's named runs (D1, D2, …) on the start page, each with one line on what it shows
 * and a link: where a first-time user starts. The list comes from the proxy, which writes
 * it from the demo's own definitions (server/demo/demo-guide.ts).
 */
export function DemoRunsGuide({ runs }: { runs: SourceInfo["demoRuns"] }) {
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="demo-runs-heading">
      <h2 id="demo-runs-heading" className="text-base font-semibold">
        Named demo runs
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each shows something worth knowing how to read. Start with D1.
      </p>
      <ul
        aria-labelledby="demo-runs-heading"
        className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {runs.map((run) => (
          <li key={run.name} className="flex gap-3 px-4 py-2 text-sm">
            <Link
              to="/agents/$agentId/runs/$runId"
              params={{ agentId: run.agentId, runId: run.runId }}
              className="w-12 shrink-0 font-semibold text-accent underline"
            >
              {run.name}
            </Link>
            <span className="min-w-0 text-slate-700">
              <span className="font-mono text-xs text-slate-500">
                {run.agentId}
              </span>{" "}
              <ShowsText text={run.shows} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The line, with its `code` spans as code (text only: the parts are never parsed as HTML). */
function ShowsText({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-mono text-xs">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
