import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { DataText } from "../../ui/DataText";

/**
 * A step named in the timeline's lists, as a real link: the current page with `step` set
 * (the rest of the view kept), so it opens in a new tab too; a plain click selects it
 * in place, without a history entry.
 */
export function TimelineStepLink({
  path,
  name,
  children,
}: {
  path: string;
  name: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, step: path })}
      replace
      className="text-accent underline decoration-dotted underline-offset-2"
    >
      {children ?? (
        <>
          <span className="font-mono">{path}</span> <DataText text={name} />
        </>
      )}
    </Link>
  );
}
