import type { Finding } from "../../model/findings/finding";
import { FindingItem, type RenderStepAction } from "./FindingItem";

/** Findings as a list, each item named by its title. */
export function FindingList({
  findings,
  agentHint,
  renderStepAction,
}: {
  findings: readonly Finding[];
  agentHint: string | null;
  renderStepAction: RenderStepAction;
}) {
  return (
    <ol className="space-y-2">
      {findings.map((finding, position) => (
        <li key={`${finding.kind}:${position}`} aria-label={finding.title}>
          <FindingItem
            finding={finding}
            agentHint={agentHint}
            renderStepAction={renderStepAction}
          />
        </li>
      ))}
    </ol>
  );
}
