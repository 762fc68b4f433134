import type { ReactNode } from "react";

/** A titled table of statistics; `empty` replaces it when there are no rows. */
export function StatsTable({
  title,
  note,
  headings,
  rows,
  empty,
}: {
  title: string;
  note?: string;
  headings: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {title}
      </h2>
      {note && <p className="text-xs text-slate-500">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <table className="mt-1 w-full text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              {headings.map((heading, index) => (
                <th
                  key={heading}
                  className={
                    index === 0
                      ? "pr-3 text-left font-medium"
                      : "pr-3 text-right font-medium"
                  }
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((cells, row) => (
              <tr key={row} className="border-t border-slate-100">
                {cells.map((cell, index) => (
                  <td
                    key={index}
                    className={
                      index === 0
                        ? "py-0.5 pr-3 text-left"
                        : "py-0.5 pr-3 text-right"
                    }
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
