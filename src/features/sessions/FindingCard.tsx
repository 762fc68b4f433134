import type { LocatedFinding } from "../../model/findings/history-findings";
import { Badge } from "../../ui/Badge";
import { CopyButton } from "../../ui/CopyButton";
import { StepLink } from "./StepLink";

const COMMAND_LABELS = [
  "Find the last user message with tool_results",
  "Truncate",
];

/** One finding: what, where (a link to the step), the likely cause, and the workflow's fix to copy. */
export function FindingCard({ finding }: { finding: LocatedFinding }) {
  return (
    <article
      aria-label={finding.title}
      className="rounded-md border border-slate-200 p-3 text-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={finding.severity === "error" ? "error" : "warn"}>
          {finding.kind.replace(/-/g, " ")}
        </Badge>
        <h3 className="font-semibold">{finding.title}</h3>
        {finding.stepPath && (
          <StepLink
            path={finding.stepPath}
            className="ml-auto text-xs text-accent underline"
          >
            Go to step {finding.stepPath}
          </StepLink>
        )}
      </header>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">
        {finding.detail}
      </p>
      {finding.cause && (
        <p className="mt-1 text-slate-600">
          <span className="font-medium">Likely cause:</span> {finding.cause}
        </p>
      )}
      {finding.fix && (
        <div className="mt-2 space-y-1.5 rounded border border-slate-200 bg-slate-50 p-2">
          <p>
            <span className="font-medium">Fix:</span> truncate to{" "}
            <code className="font-mono">
              messages[0:{finding.fix.truncateTo}]
            </code>
            {finding.fix.lastResultIndex !== null
              ? ` — keep messages 0–${finding.fix.lastResultIndex}, up to the last user message with tool_results before the break.`
              : " — there is no earlier tool result, so keep everything before the broken call."}{" "}
            Resume never reads the _previous file; back the history up first.
          </p>
          {finding.fix.commands.map((command, index) => (
            <div key={command} className="flex items-start gap-2">
              <span className="w-48 shrink-0 text-xs text-slate-500">
                {COMMAND_LABELS[index] ?? "Command"}
              </span>
              <code className="min-w-0 flex-1 break-all rounded bg-white px-1.5 py-0.5 font-mono text-xs">
                {command}
              </code>
              <CopyButton
                text={command}
                label={`Copy: ${COMMAND_LABELS[index] ?? "command"}`}
              />
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
