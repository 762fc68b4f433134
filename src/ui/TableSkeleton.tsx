/**
 * Grey placeholder rows shaped like the table that is loading, so a list page is never a
 * blank page while its first answer is on its way.
 */
export function TableSkeleton({
  label,
  columns,
  rows = 8,
}: {
  /** Announced to assistive technology: "Loading runs". */
  label: string;
  columns: number;
  rows?: number;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className="overflow-hidden rounded-md border border-slate-200"
    >
      <div aria-hidden="true" className="divide-y divide-slate-100">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex gap-4 px-3 py-2.5">
            {Array.from({ length: columns }, (_, column) => (
              <span
                key={column}
                className="h-3 flex-1 animate-pulse rounded bg-slate-200"
                // Rows of different lengths read as rows, not as a grey block.
                style={{ maxWidth: `${40 + ((row * 7 + column * 13) % 50)}%` }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
