import type { Finding } from "../../model/findings/finding";
import { BAND_LEAD } from "../layout/useBandFit";
import { FindingItem, type RenderStepAction } from "./FindingItem";

/** Findings as a list, each item named by its title. */
export function FindingList({
  findings,
  agentHint,
  renderStepAction,
  isFirstBandLead = false,
}: {
  findings: readonly Finding[];
  agentHint: string | null;
  renderStepAction: RenderStepAction;
  /** In a band: the band opens tall enough to show the first finding whole. */
  isFirstBandLead?: boolean;
}) {
  return (
    <ol className="space-y-2">
      {findings.map((finding, position) => (
        <li
          key={`${finding.kind}:${position}`}
          aria-label={finding.title}
          {...(isFirstBandLead && position === 0 ? BAND_LEAD : {})}
        >
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
