import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** Opens a step of the current history in the step tree (the Steps panel), keeping the rest of the view. */
export function StepLink({
  path,
  children,
  className,
}: {
  path: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      from="/sessions/$sessionId"
      search={(prev) => ({ ...prev, step: path, panel: "steps" as const })}
      className={className ?? "font-mono text-accent underline"}
    >
      {children}
    </Link>
  );
}
