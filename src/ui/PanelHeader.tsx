import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * The bar on top of a panel (State, Conversation, a compare pair's diff): its title — a
 * string is the small uppercase heading every panel uses, any other node is the caller's
 * own heading row — then, on the same line, its tabs and controls (`children`), and under
 * it whatever the panel adds (`below`).
 */
export function PanelHeader({
  title,
  children,
  below,
  className,
  isWrapping = true,
}: {
  title: ReactNode;
  /** Tabs (`TabList`), choices, counts, links: beside the title. */
  children?: ReactNode;
  /** Facts under the title row. */
  below?: ReactNode;
  className?: string;
  /** False: the title row stays one line (a panel of the run page's row). */
  isWrapping?: boolean;
}) {
  return (
    <header
      className={cn(
        "space-y-1.5 border-b border-slate-100 bg-slate-50 px-3 py-1.5",
        className,
      )}
    >
      <div className={cn("flex items-center gap-2", isWrapping && "flex-wrap")}>
        {typeof title === "string" ? (
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {title}
          </h2>
        ) : (
          title
        )}
        {children}
      </div>
      {below}
    </header>
  );
}
