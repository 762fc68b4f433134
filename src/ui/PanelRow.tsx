import type { ReactNode } from "react";

/** Four panels side by side, as tall as the tallest up to a cap; each scrolls on its own. */
export function PanelRow({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-56 grid-cols-[minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)_minmax(0,3fr)] gap-3">
      {children}
    </div>
  );
}
