import { DataText } from "../DataText";
import { markBidiControls } from "../../model/format/bidi-controls";
import { Link } from "@tanstack/react-router";
import { memo, type ReactNode } from "react";
import type {
  Finding,
  FindingSeverity,
  FindingStepRef,
} from "../../model/findings/finding";
import { cn } from "../cn";
import { Timestamp } from "../Timestamp";
import { CommandLine } from "./CommandLine";
import { FindingRunLink } from "./FindingRunLink";

export const SEVERITY_MARK: Record<
  FindingSeverity,
  { mark: string; className: string }
> = {
  error: { mark: "✗", className: "text-step-error" },
  warning: { mark: "!", className: "text-step-warn" },
  info: { mark: "i", className: "text-step-open" },
};

/**
 * How a page selects a step a finding names: a button on the run view, a link on the
 * session view (it also switches the panel). The renderer decides the label and content.
 */
export type RenderStepAction = (
  path: string,
  props: { "aria-label": string; className: string; children: ReactNode },
) => ReactNode;

/** "Go to step 1.1.10 Consult for Role — addressing_failed…": what the action does, in full. */
export function stepActionLabel(step: FindingStepRef): string {
  return markBidiControls(
    `Go to step ${step.path} ${step.name}${step.note ? ` — ${step.note}` : ""}`,
  );
}

/**
 * One finding, for a Fruxon run or a fast-agent history alike: what, why it matters, the
 * likely cause, the steps and runs that prove it, facts, the fix and what to run next.
 * `compact` is the one-line form (title, fix, first step) for a summary strip.
 */
export const FindingItem = memo(function FindingItem({
  finding,
  agentHint,
  renderStepAction,
  compact = false,
}: {
  finding: Finding;
  /** The agent to try first for a named run whose agent is unknown. */
  agentHint: string | null;
  renderStepAction: RenderStepAction;
  compact?: boolean;
}) {
  const severity = SEVERITY_MARK[finding.severity];
  const mark = (
    <span
      aria-hidden
      className={cn("w-3 shrink-0 font-bold", severity.className)}
    >
      {severity.mark}
    </span>
  );
  if (compact) {
    const first = finding.steps[0];
    return (
      <p className="flex items-baseline gap-2">
        {mark}
        <DataText
          text={`${finding.title}${finding.fix ? ` — ${finding.fix.summary}` : ""}`}
          className="min-w-0 truncate"
        />
        {first &&
          renderStepAction(first.path, {
            "aria-label": stepActionLabel(first),
            className: "shrink-0 font-mono text-xs text-accent underline",
            children: `step ${first.path}`,
          })}
      </p>
    );
  }
  return (
    <article
      aria-label={markBidiControls(finding.title)}
      data-finding={finding.kind}
      className="text-sm"
    >
      <p className="flex gap-2">
        {mark}
        <DataText text={finding.title} className="font-medium" />
      </p>
      <div className="ml-5 space-y-1">
        <DataText
          block
          text={finding.detail}
          className="whitespace-pre-wrap break-words text-xs text-slate-600"
        />
        {finding.cause && (
          <p className="text-xs text-slate-600">
            <span className="font-medium">Likely cause:</span>{" "}
            <DataText text={finding.cause} />
          </p>
        )}
        {finding.steps.length > 0 && (
          <ul className="space-y-0.5">
            {finding.steps.map((step) => (
              <li key={step.path}>
                {renderStepAction(step.path, {
                  "aria-label": stepActionLabel(step),
                  className: "text-left text-xs hover:underline",
                  children: (
                    <>
                      <span className="font-mono text-accent">{step.path}</span>{" "}
                      <DataText text={step.name} className="font-medium" />
                      {step.note && (
                        <span className="text-slate-600">
                          {" "}
                          — <DataText text={step.note} />
                        </span>
                      )}
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        )}
        {finding.runs.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
            {finding.runs.map((run) => (
              <li key={run.runId}>
                <FindingRunLink run={run} agentHint={agentHint} />
              </li>
            ))}
          </ul>
        )}
        {finding.entries.length > 0 && (
          <ul className="space-y-0.5">
            {finding.entries.map((entry) => (
              <li key={entry.entryId ?? entry.topicId} className="text-xs">
                <Link
                  to="/agents/$agentId/topics/$topicId"
                  params={{ agentId: entry.agentId, topicId: entry.topicId }}
                  search={{ message: entry.entryId ?? undefined }}
                  className="text-accent hover:underline"
                >
                  <DataText text={entry.label} />
                </Link>
                {entry.note && (
                  <span className="text-slate-600">
                    {" "}
                    — <DataText text={entry.note} />
                  </span>
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
                  {"at" in fact ? (
                    <Timestamp ms={fact.at} />
                  ) : (
                    <DataText text={fact.text} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {finding.fix && (
          <p className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-xs">
            <span className="font-medium">Fix:</span>{" "}
            <DataText text={finding.fix.summary} /> —{" "}
            <DataText text={finding.fix.detail} />
          </p>
        )}
        {finding.commands.map((command) => (
          <CommandLine key={command.command} command={command} />
        ))}
      </div>
    </article>
  );
});
