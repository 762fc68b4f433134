/** Shown while a route's data loads. */
export function PageSpinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 p-6 text-sm text-slate-500"
    >
      <span className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-accent" />
      {label}
    </div>
  );
}
