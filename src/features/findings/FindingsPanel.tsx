import type { RunDetail } from "../../model/run";
import { useCallback } from "react";
import { FindingList } from "../../ui/findings/FindingList";
import { PanelShell } from "../../ui/PanelShell";
import type { RenderStepAction } from "../../ui/findings/FindingItem";
import { PreviousRunNote } from "./PreviousRunNote";
import { useRunFindings } from "../../api/useRunFindings";
import { useClearChecks } from "../../api/trace-queries";
import { BAND_LEAD } from "../../ui/layout/useBandFit";

/**
 * What an expert would check first, named: each failure shape docs/reference/investigation-workflow.md describes that
 * this run shows, with a link to the step (or run) that proves it.
 */
export function FindingsPanel({
  detail,
  agentId,
  onSelectStep,
}: {
  detail: RunDetail;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const { findings, unavailable, conversationFindings, previousState } =
    useRunFindings(detail, agentId);
  const checks = useClearChecks(detail.summary, detail.trace);
  const renderStepAction: RenderStepAction = useCallback(
    (path, props) => (
      <button type="button" onClick={() => onSelectStep(path)} {...props} />
    ),
    [onSelectStep],
  );
  return (
    <PanelShell
      label="Findings"
      title={`Findings${findings ? ` (${findings.length})` : ""}`}
      tools={<PreviousRunNote state={previousState} agentId={agentId} />}
      isHeaderWrapping={false}
      bodyClassName="px-3 py-2"
    >
      {unavailable !== null ? (
        <>
          <p role="status" className="text-sm text-step-warn" {...BAND_LEAD}>
            Findings could not be computed: the trace did not load (see above).
            Nothing is known about its errors, results or waits until it loads.
          </p>
          {conversationFindings && conversationFindings.length > 0 && (
            <FindingList
              findings={conversationFindings}
              agentHint={agentId}
              renderStepAction={renderStepAction}
            />
          )}
        </>
      ) : findings === null ? (
        <p role="status" className="text-sm text-slate-500" {...BAND_LEAD}>
          Checking the trace for known failure shapes…
        </p>
      ) : findings.length === 0 ? (
        <p className="text-sm text-slate-600" {...BAND_LEAD}>
          None of the known failure shapes.
          {checks && ` What the data shows: ${checks.join("; ")}.`} If the run
          still did the wrong thing, read the inputs of the step whose output
          first looks wrong.
        </p>
      ) : (
        <FindingList
          findings={findings}
          agentHint={agentId}
          renderStepAction={renderStepAction}
          isFirstBandLead
        />
      )}
    </PanelShell>
  );
}
