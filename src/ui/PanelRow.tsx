import type { ReactNode } from "react";

/** Panels side by side, as tall as the tallest up to a cap; each scrolls on its own. */
export function PanelRow({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-56 auto-cols-[minmax(0,3fr)] grid-flow-col grid-cols-[minmax(0,5fr)_minmax(0,4fr)] gap-3">
      {children}
    </div>
  );
}
