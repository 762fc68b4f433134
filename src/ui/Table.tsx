import type { ReactNode } from "react";
import { cn } from "./cn";

export interface TableColumn {
  heading: ReactNode;
  /** Classes of the heading cell beyond the look's (alignment, padding, hidden below a width). */
  className?: string;
  /** The column's width class, for a fixed-layout table (`<colgroup>`). */
  width?: string;
}

/**
 * How a table looks: `list`, a page's boxed list of runs or sessions (scrolls sideways on
 * its own, reachable by keyboard); `compact`, a fixed-layout table inside a panel; `plain`,
 * figures in running text.
 */
export type TableLook = "list" | "compact" | "plain";

const LOOK: Record<
  TableLook,
  { table: string; head: string; cell: string; body?: string }
> = {
  list: {
    table: "w-full text-left text-sm",
    head: "bg-slate-50 text-xs uppercase tracking-wide text-slate-500",
    cell: "px-3 py-2 font-medium",
    body: "divide-y divide-slate-100",
  },
  compact: {
    table: "w-full table-fixed text-xs",
    head: "text-left text-slate-500",
    cell: "font-medium",
  },
  plain: {
    table: "mt-1 w-full text-left tabular-nums",
    head: "text-slate-500",
    cell: "font-normal",
  },
};

/**
 * The one table: its column headings, then one row per item, each drawn by the caller's
 * memoised row (`renderRow`, keyed by the caller). A `list` with no rows shows `empty`
 * instead, in a dashed box.
 */
export function Table<Row>({
  look,
  label,
  columns,
  rows,
  renderRow,
  empty,
}: {
  look: TableLook;
  /** The table's accessible name, when the region around it does not give one. */
  label?: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  renderRow: (row: Row, index: number) => ReactNode;
  /** What an empty list says. */
  empty?: ReactNode;
}) {
  const style = LOOK[look];
  if (rows.length === 0 && empty !== undefined)
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-600">
        {empty}
      </p>
    );
  const table = (
    <table className={style.table} aria-label={label}>
      {columns.some((column) => column.width !== undefined) && (
        <colgroup>
          {columns.map((column, at) => (
            <col key={at} className={column.width} />
          ))}
        </colgroup>
      )}
      <thead className={style.head}>
        <tr>
          {columns.map((column, at) => (
            <th key={at} className={cn(style.cell, column.className)}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={style.body}>{rows.map(renderRow)}</tbody>
    </table>
  );
  return look === "list" ? (
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200"
    >
      {table}
    </div>
  ) : (
    table
  );
}
