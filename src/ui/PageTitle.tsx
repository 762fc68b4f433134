import type { ReactNode } from "react";
import { cn } from "./cn";
import { useDocumentTitle } from "./useDocumentTitle";

/** The page's one `h1`; the browser tab is named `tabTitle` (plain text) while it shows. */
export function PageTitle({
  tabTitle,
  className,
  children,
}: {
  tabTitle: string;
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(tabTitle);
  return (
    <h1 className={cn("min-w-0 truncate text-base font-semibold", className)}>
      {children}
    </h1>
  );
}
