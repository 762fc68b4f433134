/**
 * A run's approvals joined to the steps that asked for them: an approval whose `id` is a
 * gate's `hitlTrace.requestId` belongs to that step (the join is inferred from the field
 * name, §11.6 of the API reference). Approvals come in the order they were requested; gates
 * no read approval answers are kept, so the panel can say the approval was not found rather
 * than show nothing. O(approvals + gates).
 */
import type { Approval } from "./state-model";
import type { ApprovalGate } from "./trace-state";

export interface RunApproval {
  approval: Approval;
  /** The gated step's dotted path; null when no step of the trace names this approval. */
  stepPath: string | null;
}

export interface RunApprovals {
  approvals: RunApproval[];
  /** Gates whose request id is not among the approvals read. */
  unmatchedGates: ApprovalGate[];
}

export function joinRunApprovals(
  approvals: readonly Approval[],
  gates: readonly ApprovalGate[],
): RunApprovals {
  const gateById = new Map<string, ApprovalGate>();
  for (const gate of gates)
    if (gate.requestId !== null && !gateById.has(gate.requestId))
      gateById.set(gate.requestId, gate);
  const ids = new Set(approvals.map((approval) => approval.id));
  const ordered = approvals
    .map((approval, index) => ({ approval, index }))
    .sort(
      (a, b) =>
        (a.approval.createdAt ?? Infinity) -
          (b.approval.createdAt ?? Infinity) || a.index - b.index,
    );
  return {
    approvals: ordered.map(({ approval }) => ({
      approval,
      stepPath: gateById.get(approval.id)?.path ?? null,
    })),
    unmatchedGates: gates.filter(
      (gate) => gate.requestId === null || !ids.has(gate.requestId),
    ),
  };
}
