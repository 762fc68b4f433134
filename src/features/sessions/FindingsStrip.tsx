import { Link } from "@tanstack/react-router";
import type { Finding } from "../../model/findings/finding";
import { FindingItem } from "../../ui/findings/FindingItem";
import { renderStepLink } from "./StepLink";

const SHOWN = 3;

/** The most severe findings, one line each, above the step tree; the Findings panel has them all. */
export function FindingsStrip({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <section
      aria-label="Findings summary"
      className="space-y-0.5 border-b border-slate-200 bg-step-error-soft/40 px-4 py-1.5 text-sm"
    >
      {findings.slice(0, SHOWN).map((finding, position) => (
        <FindingItem
          key={`${finding.kind}:${position}`}
          finding={finding}
          agentHint={null}
          renderStepAction={renderStepLink}
          compact
        />
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
