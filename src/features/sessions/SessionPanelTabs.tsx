import { Link } from "@tanstack/react-router";
import { cn } from "../../ui/cn";
import { SESSION_PANELS, type SessionPanel } from "../../url/search-schemas";
import { PANEL_LABELS } from "./session-panels";

/** Steps, messages, findings, stats, log — and compare when a comparison is asked for. */
export function SessionPanelTabs({
  panel,
  findingCount,
  hasAgainst,
}: {
  panel: SessionPanel;
  findingCount: number;
  hasAgainst: boolean;
}) {
  const panels = SESSION_PANELS.filter(
    (candidate) => candidate !== "compare" || hasAgainst,
  );
  return (
    <nav
      aria-label="Session panels"
      className="flex gap-1 border-b border-slate-200 px-4 pt-1"
    >
      {panels.map((candidate) => (
        <Link
          key={candidate}
          from="/sessions/$sessionId"
          search={(prev) => ({ ...prev, panel: candidate })}
          aria-current={candidate === panel ? "page" : undefined}
          className={cn(
            "rounded-t border-b-2 px-2.5 py-1 text-sm font-medium",
            candidate === panel
              ? "border-accent text-accent"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {PANEL_LABELS[candidate]}
          {candidate === "findings" && (
            <span
              className={cn(
                "ml-1 rounded px-1 text-[11px]",
                findingCount > 0
                  ? "bg-step-error-soft text-step-error"
                  : "bg-slate-100 text-slate-500",
              )}
            >
              {findingCount}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
