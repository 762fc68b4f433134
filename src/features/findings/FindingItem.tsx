import { Link } from "@tanstack/react-router";
import { memo } from "react";
import type { Finding, FindingSeverity } from "../../model/findings/finding";
import { cn } from "../../ui/cn";
import { Timestamp } from "../../ui/Timestamp";
import { CommandLine } from "./CommandLine";
import { FindingRunLink } from "./FindingRunLink";

const SEVERITY: Record<FindingSeverity, { mark: string; className: string }> = {
  error: { mark: "✗", className: "text-step-error" },
  warn: { mark: "!", className: "text-step-warn" },
  info: { mark: "i", className: "text-step-open" },
};

/** One finding: what, why it matters, the steps and runs that prove it, and what to run next. */
export const FindingItem = memo(function FindingItem({
  finding,
  agentId,
  onSelectStep,
}: {
  finding: Finding;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const severity = SEVERITY[finding.severity];
  return (
    <li
      data-finding={finding.kind}
      aria-label={finding.title}
      className="text-sm"
    >
      <p className="flex gap-2">
        <span
          aria-hidden
          className={cn("w-3 shrink-0 font-bold", severity.className)}
        >
          {severity.mark}
        </span>
        <span className="font-medium">{finding.title}</span>
      </p>
      <div className="ml-5 space-y-1">
        <p className="text-xs text-slate-600">{finding.detail}</p>
        {finding.steps.length > 0 && (
          <ul className="space-y-0.5">
            {finding.steps.map((step) => (
              <li key={step.path}>
                <button
                  type="button"
                  onClick={() => onSelectStep(step.path)}
                  className="text-left text-xs hover:underline"
                >
                  <span className="font-mono text-accent">{step.path}</span>{" "}
                  <span className="font-medium">{step.name}</span>
                  {step.note && (
                    <span className="text-slate-600"> — {step.note}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        {finding.runs.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
            {finding.runs.map((run) => (
              <li key={run.runId}>
                <FindingRunLink run={run} agentHint={agentId} />
              </li>
            ))}
          </ul>
        )}
        {finding.entries.length > 0 && (
          <ul className="space-y-0.5">
            {finding.entries.map((entry) => (
              <li key={entry.entryId} className="text-xs">
                <Link
                  to="/agents/$agentId/topics/$topicId"
                  params={{ agentId: entry.agentId, topicId: entry.topicId }}
                  search={{ message: entry.entryId }}
                  className="text-accent hover:underline"
                >
                  {entry.label}
                </Link>
                {entry.note && (
                  <bdi className="text-slate-600"> — {entry.note}</bdi>
                )}
              </li>
            ))}
          </ul>
        )}
        {finding.facts.length > 0 && (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-xs">
            {finding.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-slate-500">{fact.label}</dt>
                <dd className="break-all">
                  {"at" in fact ? <Timestamp ms={fact.at} /> : fact.text}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {finding.commands.map((command) => (
          <CommandLine key={command.command} command={command} />
        ))}
      </div>
    </li>
  );
});
