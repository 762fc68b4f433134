import type { ReactNode } from "react";
import { cn } from "../../ui/cn";

/**
 * A box of answers under one of the header's search boxes (customers found, runs a short
 * id may mean): a title, a close button, the answers. `Esc` inside it closes it too.
 */
export function HeaderPopover({
  label,
  title,
  closeLabel,
  onClose,
  className,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Placement and width (`right-0 w-[28rem]`). */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className={cn(
        "absolute top-full z-20 mt-1 rounded-md border border-slate-200 bg-white p-2 text-xs shadow-lg",
        className,
      )}
    >
      <div className="mb-1 flex items-center">
        <h2 className="font-semibold text-slate-600">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="ml-auto px-1 text-slate-500 hover:text-slate-900"
        >
          ×
        </button>
      </div>
      {children}
    </section>
  );
}
