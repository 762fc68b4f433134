import { Table, type TableColumn } from "../../ui/Table";
import type { RunRowView } from "./run-row-view";
import { RunListRow } from "./RunListRow";

/** Below 1280 px cost, tokens and revision move under the subject. */
const COLUMNS: TableColumn[] = [
  { heading: "Status" },
  { heading: "Delivery" },
  { heading: "Type", className: "max-xl:hidden" },
  { heading: "Customer" },
  { heading: "Subject" },
  { heading: "Started" },
  { heading: "Span", className: "text-right" },
  { heading: "Cost", className: "text-right max-xl:hidden" },
  { heading: "Tokens", className: "text-right max-xl:hidden" },
  { heading: "Rev", className: "max-xl:hidden" },
];

/** The runs, one row each; the whole row opens the run. */
export function RunListTable({
  agentId,
  rows,
}: {
  agentId: string;
  rows: RunRowView[];
}) {
  return (
    <Table
      look="list"
      label="Runs"
      columns={COLUMNS}
      rows={rows}
      renderRow={(row) => (
        <RunListRow key={row.run.id} agentId={agentId} row={row} />
      )}
      empty="No runs match these filters in this time window."
    />
  );
}
