import type { ReactNode } from "react";

/**
 * Panels side by side, as tall as the tallest up to a cap; each scrolls on its own. The
 * first two are the wide ones; any after them share the rest.
 */
export function PanelRow({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-56 auto-cols-[minmax(0,3fr)] grid-flow-col grid-cols-[minmax(0,5fr)_minmax(0,5fr)] gap-3">
      {children}
    </div>
  );
}
