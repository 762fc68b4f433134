import { Link, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { TimeZoneToggle } from "../../ui/TimeZoneToggle";
import { CustomerSearchBox } from "./CustomerSearchBox";
import { RunLinkBox } from "./RunLinkBox";
import { SourceBadge } from "./SourceBadge";

/**
 * The frame of every page: the product name, a box to open a run from a pasted link or
 * id, a box to find a customer's runs, where runs come from, the time zone toggle.
 * `children` replaces the routed page (the root shows an unknown-run page that way).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-4 border-b border-slate-200 bg-slate-50 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <img src="/favicon.svg" alt="" className="size-5" />
          Tracelens
        </Link>
        <nav aria-label="Main" className="flex items-center gap-3 text-sm">
          <Link
            to="/"
            className="text-slate-600 hover:text-slate-900"
            activeProps={{ className: "font-medium text-slate-900" }}
            activeOptions={{ exact: true }}
          >
            Agents
          </Link>
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
        <div className="ml-auto flex items-center gap-3">
          <SourceBadge />
          <TimeZoneToggle />
        </div>
      </header>
      <main className="min-h-0 flex-1">{children ?? <Outlet />}</main>
    </div>
  );
}
