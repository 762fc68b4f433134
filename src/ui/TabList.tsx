import { cn } from "./cn";

/** A row of tabs (buttons with `role="tab"`); the caller renders the matching tab panel. */
export function TabList<T extends string>({
  label,
  tabs,
  labels,
  active,
  onSelect,
  className,
}: {
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  active: T;
  onSelect: (tab: T) => void;
  className?: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn("flex gap-1", className)}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          onClick={() => onSelect(tab)}
          className={cn(
            "rounded-t border-b-2 px-2 py-1 text-xs font-medium",
            tab === active
              ? "border-accent text-accent"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
