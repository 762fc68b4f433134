import type { ReactNode } from "react";
import { cn } from "./cn";
import { PanelHeader } from "./PanelHeader";

/**
 * A panel of the run page's row (and each side's State panel in the compare view): a
 * labelled region with a border, its header bar (`PanelHeader`: the title, then tools on
 * the same line), and its content. With `bodyClassName` the content sits in a body that
 * scrolls on its own and takes the keyboard focus, so it can be scrolled without a mouse;
 * without it, the content is the panel's own.
 */
export function PanelShell({
  label,
  title,
  tools,
  headerClassName,
  isHeaderWrapping = true,
  bodyClassName,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  title: ReactNode;
  /** Tabs, counts, links: beside the title. */
  tools?: ReactNode;
  headerClassName?: string;
  /** False: the header's line never wraps (its tools truncate instead). */
  isHeaderWrapping?: boolean;
  /** Padding and spacing of a scrolling body; absent: the content scrolls itself. */
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex min-h-0 min-w-0 flex-col rounded-md border border-slate-200"
    >
      <PanelHeader
        title={title}
        className={headerClassName}
        isWrapping={isHeaderWrapping}
      >
        {tools}
      </PanelHeader>
      {bodyClassName === undefined ? (
        children
      ) : (
        <div
          tabIndex={0}
          className={cn("min-h-0 flex-1 overflow-auto", bodyClassName)}
        >
          {children}
        </div>
      )}
    </section>
  );
}
