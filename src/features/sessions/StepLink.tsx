import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { RenderStepAction } from "../../ui/findings/FindingItem";

/** Opens a step of the current history in the step tree (the Steps panel), keeping the rest of the view. */
export function StepLink({
  path,
  children,
  className,
  "aria-label": label,
}: {
  path: string;
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
}) {
  return (
    <Link
      from="/sessions/$sessionId"
      search={(prev) => ({ ...prev, step: path, panel: "steps" as const })}
      className={className ?? "font-mono text-accent underline"}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

/** A finding's step, as a link into the Steps panel. */
export const renderStepLink: RenderStepAction = (path, props) => (
  <StepLink path={path} {...props} />
);
