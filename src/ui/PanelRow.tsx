import type { ReactNode } from "react";

/**
 * Panels side by side, filling the height their container gives (the run page's resizable
 * strip); each scrolls on its own. The first one (the findings) is the widest; the second
 * next; any after them share the rest. On paper only the first (the findings) is printed.
 */
export function PanelRow({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-0 flex-1 auto-cols-[minmax(0,3fr)] grid-flow-col grid-cols-[minmax(0,7fr)_minmax(0,4fr)] gap-3 print:block print:[&>*:not(:first-child)]:hidden">
      {children}
    </div>
  );
}
