import type { RunState } from "../../api/useRunState";
import type { WaitingFor } from "../../model/run";
import type { RunApproval } from "../../model/state/run-approvals";
import { CopyButton } from "../../ui/CopyButton";
import { Fact } from "../../ui/Fact";
import { Timestamp } from "../../ui/Timestamp";
import { ApprovalAuditList } from "./ApprovalAuditList";
import { StatePartNote } from "./StatePartNote";
import { StepButton } from "./StepButton";
import { DataText } from "../../ui/DataText";

/**
 * The approvals behind an APPROVAL wait or an approval-gated step (§8 of the API
 * reference): per approval, the step that asked (linked), the message sent, who may
 * approve, its status and expiry, the decision with its response text, and the audit
 * events. An approval the run waits on is said first; a gate no read approval answers is
 * named, not dropped (the API is read one page per status).
 */
export function ApprovalView({
  state,
  waitingFor,
  agentId,
  onSelectStep,
}: {
  state: RunState;
  waitingFor: WaitingFor | null;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const joined = state.runApprovals;
  const listCommand = `fruxon agents approvals list ${agentId} -o json`;
  return (
    <div className="space-y-3 text-xs">
      {waitingFor?.kind === "APPROVAL" && (
        <p role="note" className="font-medium">
          The run is waiting on an approval
          {waitingFor.waitingSince !== null && (
            <>
              {" "}
              since <Timestamp ms={waitingFor.waitingSince} />
            </>
          )}
          {waitingFor.expiresAt !== null && (
            <>
              ; the wait expires <Timestamp ms={waitingFor.expiresAt} />
            </>
          )}
          .
        </p>
      )}
      {state.approvals && (
        <StatePartNote name="Approvals" part={state.approvals} />
      )}
      {joined && joined.approvals.length === 0 && (
        <p>
          None of the agent's approvals (the first page of each status) names
          this run. <code className="font-mono">{listCommand}</code>{" "}
          <CopyButton text={listCommand} label={`Copy: ${listCommand}`} />
        </p>
      )}
      {joined?.approvals.map((row) => (
        <ApprovalCard
          key={row.approval.id}
          row={row}
          onSelectStep={onSelectStep}
        />
      ))}
      {joined?.unmatchedGates.map((gate) => (
        <p key={gate.path}>
          <StepButton path={gate.path} onSelectStep={onSelectStep} /> went
          through an approval gate
          {gate.requestId ? (
            <>
              {" "}
              (request <code className="font-mono">{gate.requestId}</code>)
            </>
          ) : (
            " naming no request id"
          )}
          : no approval read answers it.
        </p>
      ))}
    </div>
  );
}

function ApprovalCard({
  row: { approval, stepPath },
  onSelectStep,
}: {
  row: RunApproval;
  onSelectStep: (path: string) => void;
}) {
  // The region's name holds the whole id: two approvals of a run can share 8 characters.
  const label = `Approval ${approval.id}`;
  return (
    <section
      aria-label={label}
      className="space-y-1 rounded border border-slate-200 p-2"
    >
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <span>{approval.toolKey ?? approval.gateType ?? "Approval"}</span>
        <span>{approval.status ?? "status unknown"}</span>
        {approval.decision && (
          <span
            className={
              approval.decision === "APPROVE"
                ? "text-step-ok"
                : "text-step-error"
            }
          >
            {approval.decision}
          </span>
        )}
        {stepPath && <StepButton path={stepPath} onSelectStep={onSelectStep} />}
      </h3>
      <dl className="space-y-0.5">
        {approval.outboundMessage && (
          <Fact label="Asked">
            <DataText text={approval.outboundMessage} />
          </Fact>
        )}
        <Fact label="Approvers">
          <DataText
            text={
              approval.authorizedApprovers.length > 0
                ? approval.authorizedApprovers.join(", ")
                : "none named"
            }
          />
        </Fact>
        <Fact label="Requested">
          <Timestamp ms={approval.createdAt} showRelative={false} />
        </Fact>
        <Fact label="Expires">
          <Timestamp ms={approval.expiresAt} />
        </Fact>
        {(approval.respondedAt !== null || approval.respondedBy) && (
          <Fact label="Responded">
            {approval.respondedBy ?? "someone unnamed"}{" "}
            <Timestamp ms={approval.respondedAt} showRelative={false} />
          </Fact>
        )}
        {approval.responseText && (
          <Fact label="Response">
            “<DataText text={approval.responseText} />”
          </Fact>
        )}
      </dl>
      <ApprovalAuditList events={approval.auditEvents} />
    </section>
  );
}
