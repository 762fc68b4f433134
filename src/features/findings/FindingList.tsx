import type { Finding } from "../../model/findings/finding";
import { FindingItem } from "./FindingItem";

/** Findings in order, each with its proof; `empty` says what none means where it is shown. */
export function FindingList({
  findings,
  agentId,
  onSelectStep,
  empty,
}: {
  findings: Finding[];
  agentId: string;
  onSelectStep: (path: string) => void;
  empty: string;
}) {
  if (findings.length === 0)
    return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-2">
      {findings.map((finding, position) => (
        <FindingItem
          key={`${finding.kind}:${position}`}
          finding={finding}
          agentId={agentId}
          onSelectStep={onSelectStep}
        />
      ))}
    </ol>
  );
}
