import type { ReactNode } from "react";

/** One titled pane of the inspector; its body scrolls on its own. */
export function Pane({
  title,
  testId,
  aside,
  notice,
  children,
}: {
  title: string;
  testId: string;
  aside?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="flex min-h-0 min-w-0 flex-col border-slate-200"
    >
      <header className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-2 py-1">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {title}
        </h3>
        <div className="ml-auto flex items-center gap-2 text-[11px] text-slate-500">
          {aside}
        </div>
      </header>
      {notice}
      <div className="min-h-0 flex-1">{children}</div>
    </section>
  );
}
