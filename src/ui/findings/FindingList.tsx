import { useMemo } from "react";
import type { Finding } from "../../model/findings/finding";
import { distinctPrefixes } from "../../model/format/short-ids";
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
  // Every run any finding names: their short ids must read differently from each other.
  const shortIds = useMemo(
    () =>
      distinctPrefixes(
        findings.flatMap((finding) => finding.runs.map((run) => run.runId)),
      ),
    [findings],
  );
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
            shortIds={shortIds}
          />
        </li>
      ))}
    </ol>
  );
}
