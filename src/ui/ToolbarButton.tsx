import type { ReactNode } from "react";

/** A small bordered button for tree toolbars; `label` is its accessible name and tooltip. */
export function ToolbarButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="whitespace-nowrap rounded border border-slate-300 bg-white px-1.5 py-0.5 hover:bg-slate-50 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
