import type { RunRowView } from "./run-row-view";
import { RunListRow } from "./RunListRow";

/** The runs, one row each; the whole row opens the run. */
export function RunListTable({
  agentId,
  rows,
}: {
  agentId: string;
  rows: RunRowView[];
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-600">
        No runs match these filters in this time window.
      </p>
    );
  }
  return (
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200"
    >
      <table className="w-full text-left text-sm" aria-label="Runs">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2 font-medium">Status</th>
            <th className="px-3 py-2 font-medium">Delivery</th>
            <th className="px-3 py-2 font-medium max-xl:hidden">Type</th>
            <th className="px-3 py-2 font-medium">Customer</th>
            <th className="px-3 py-2 font-medium">Subject</th>
            <th className="px-3 py-2 font-medium">Started</th>
            <th className="px-3 py-2 text-right font-medium">Span</th>
            {/* Below 1280 px cost, tokens and revision move under the subject. */}
            <th className="px-3 py-2 text-right font-medium max-xl:hidden">
              Cost
            </th>
            <th className="px-3 py-2 text-right font-medium max-xl:hidden">
              Tokens
            </th>
            <th className="px-3 py-2 font-medium max-xl:hidden">Rev</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <RunListRow key={row.run.id} agentId={agentId} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
