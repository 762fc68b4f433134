import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useSearch } from "@tanstack/react-router";
import { ShortIdScope } from "../../ui/short-ids/ShortIdScope";
import type { ReactNode } from "react";
import { sourceQueryOptions } from "../../api/queries";
import { TimeZoneToggle } from "../../ui/TimeZoneToggle";
import { ThemeToggle } from "../../ui/ThemeToggle";
import { CustomerSearchBox } from "./CustomerSearchBox";
import { RunLinkBox } from "./RunLinkBox";
import { ShortcutsSheet } from "./ShortcutsSheet";
import { SourceBadge } from "./SourceBadge";
import { usePageIsBusy } from "./usePageIsBusy";

/** How much larger `zoom=1` makes the page below the header (CSS zoom: the tree's fixed
 * row height and the panes scale with their type, so virtualisation stays exact). */
const ZOOM = 1.25;

/**
 * The frame of every page: the product name, a box to open a run from a pasted link or
 * id, a box to find a customer's runs, where runs come from, the time zone toggle.
 * `children` replaces the routed page (the root shows an unknown-run page that way);
 * `presence` (present and follow) and `viewControls` (mask, open a file) are
 * composed by the root route, so the shell imports no other feature. With `zoom=1` the page
 * below the header is shown in larger type, for presenting on a call.
 */
export function AppShell({
  children,
  presence,
  presenceStrip,
  viewControls,
}: {
  children?: ReactNode;
  presence?: ReactNode;
  /** Beside Zoom: the mask toggle and opening a file, composed by the root route. */
  viewControls?: ReactNode;
  /** Shown under the header (who presents, follow and rejoin). */
  presenceStrip?: ReactNode;
}) {
  const isZoomed = useSearch({ strict: false }).zoom === "1";
  // `--sessions` alone: `/` opens the sessions, and the demo's agents are not offered.
  const isSessionsHome =
    useQuery(sourceQueryOptions()).data?.home === "sessions";
  const isBusy = usePageIsBusy();
  return (
    <div className="flex h-full flex-col">
      {/* On a narrow laptop the header wraps onto a second line rather than overflow. */}
      <header className="flex min-h-11 shrink-0 print:hidden flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-slate-50 px-4 py-1.5">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-semibold text-slate-900"
        >
          <img src="/favicon.svg" alt="" className="size-5" />
          {/* Below 1536 px the mark alone: the header's controls then fit one line at 1280. */}
          <span className="max-2xl:sr-only">Tracelens</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-3 text-sm">
          {!isSessionsHome && (
            <Link
              to="/"
              className="text-slate-600 hover:text-slate-900"
              activeProps={{ className: "font-medium text-slate-900" }}
              activeOptions={{ exact: true }}
            >
              Agents
            </Link>
          )}
          <Link
            to="/sessions"
            className="text-slate-600 hover:text-slate-900"
            activeProps={{ className: "font-medium text-slate-900" }}
          >
            Sessions
          </Link>
        </nav>
        <RunLinkBox />
        <CustomerSearchBox />
        <div className="ml-auto flex items-center gap-2">
          {presence}
          <Link
            to="."
            search={(prev) => ({ ...prev, zoom: isZoomed ? undefined : "1" })}
            aria-pressed={isZoomed}
            role="button"
            title="Larger type in the tree and panes, for presenting"
            className={
              isZoomed
                ? "rounded border border-slate-800 bg-slate-800 px-2 py-0.5 text-xs text-white"
                : "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
            }
          >
            Zoom
          </Link>
          {viewControls}
          <SourceBadge />
          <TimeZoneToggle />
          <ThemeToggle />
        </div>
      </header>
      <div className="contents print:hidden">{presenceStrip}</div>
      <main
        aria-busy={isBusy}
        className="min-h-0 flex-1"
        style={isZoomed ? { zoom: ZOOM } : undefined}
      >
        {/* The ids on screen are told apart; a page's ids leave the scope with it. */}
        <ShortIdScope>{children ?? <Outlet />}</ShortIdScope>
      </main>
      <ShortcutsSheet />
    </div>
  );
}
