import { Link } from "@tanstack/react-router";

/** Agents / agent / run / page — every level but the last is a link back. */
export function RunBreadcrumb({
  agentId,
  runId,
  page,
}: {
  agentId: string;
  runId?: string;
  /** A page below the run ("compare", "tree"). */
  page?: string;
}) {
  const here = "font-mono text-slate-800";
  const link = "font-mono hover:underline";
  return (
    <nav
      aria-label="Breadcrumb"
      className="min-w-0 truncate text-sm text-slate-500"
    >
      <Link to="/" className="hover:underline">
        Agents
      </Link>
      {" / "}
      {runId === undefined ? (
        <span className={here}>{agentId}</span>
      ) : (
        <Link to="/agents/$agentId/runs" params={{ agentId }} className={link}>
          {agentId}
        </Link>
      )}
      {runId !== undefined && " / "}
      {runId !== undefined &&
        (page === undefined ? (
          <span className={here}>{runId}</span>
        ) : (
          <Link
            to="/agents/$agentId/runs/$runId"
            params={{ agentId, runId }}
            className={link}
          >
            {runId}
          </Link>
        ))}
      {page !== undefined && (
        <span className="text-slate-800">{` / ${page}`}</span>
      )}
    </nav>
  );
}
