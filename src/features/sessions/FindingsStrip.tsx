import { Link } from "@tanstack/react-router";
import type { LocatedFinding } from "../../model/findings/history-findings";
import { cn } from "../../ui/cn";
import { StepLink } from "./StepLink";

const SHOWN = 3;

/** The most severe findings, one line each, above the step tree; the Findings panel has them all. */
export function FindingsStrip({ findings }: { findings: LocatedFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <section
      aria-label="Findings summary"
      className="space-y-0.5 border-b border-slate-200 bg-step-error-soft/40 px-4 py-1.5 text-sm"
    >
      {findings.slice(0, SHOWN).map((finding) => (
        <p
          key={`${finding.kind}:${finding.messageIndex}:${finding.callId ?? ""}`}
          className="flex items-baseline gap-2"
        >
          <span
            className={cn(
              "font-semibold",
              finding.severity === "error"
                ? "text-step-error"
                : "text-step-warn",
            )}
          >
            {finding.severity === "error" ? "✗" : "!"}
          </span>
          <span className="min-w-0 truncate">
            {finding.title}
            {finding.fix &&
              ` — truncate to messages[0:${finding.fix.truncateTo}]`}
          </span>
          {finding.stepPath && (
            <StepLink
              path={finding.stepPath}
              className="shrink-0 font-mono text-xs text-accent underline"
            >
              step {finding.stepPath}
            </StepLink>
          )}
        </p>
      ))}
      <Link
        from="/sessions/$sessionId"
        search={(prev) => ({ ...prev, panel: "findings" as const })}
        className="text-xs text-accent underline"
      >
        {findings.length > SHOWN
          ? `All ${findings.length} findings`
          : "Details and fixes"}
      </Link>
    </section>
  );
}
