/**
 * `:trace` response → `RunTrace`.
 *
 * Accepts both doc generations: the new `{status, runType, waitingFor, trace: {…}}`
 * envelope and the old bare trace object. The step tree (`trace.traces[]`, then each
 * step's `steps[]`) is walked iteratively with an explicit stack, assigning pre-order
 * indexes and dotted paths numbered as the CLI prints them (top-level `1`, `2`…; each
 * child by its 1-based position among its siblings).
 *
 * Complexity: O(n) in the number of steps, one schema check per step.
 * Not done here: anything that needs the record (`get`) — see `run-detail.ts`; reading a
 * body as it streams in — see `fruxon-trace-stream.ts`, which shares the header and
 * assembly functions below.
 */
import {
  fruxonTraceBodySchema,
  fruxonTraceEnvelopeSchema,
  type FruxonTraceBody,
  type FruxonWaitingFor,
} from "../wire/fruxon";
import {
  asMs,
  asStepPath,
  type RunTrace,
  type Step,
  type WaitingFor,
} from "../run";
import { toUpperSnake } from "./enums";
import { readFruxonStep } from "./fruxon-step";
import { describeIssues, WireFormatError } from "./wire-error";

/** Normalises a `:trace` body of either generation. Throws `WireFormatError` if it is neither. */
export function normalizeFruxonTrace(json: unknown): RunTrace {
  const { body, envelope } = readTraceHeader(json);
  return buildTrace(body, envelope);
}

/** What a `:trace` body says besides its steps. */
export interface TraceHeader {
  body: FruxonTraceBody;
  envelope: EnvelopeFields;
}

/**
 * Validates a `:trace` body of either generation and reads its envelope, without walking
 * the steps; the streaming reader calls it with the step arrays left empty. Throws
 * `WireFormatError` if the body is neither generation.
 */
export function readTraceHeader(json: unknown): TraceHeader {
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw new WireFormatError("expected a JSON object", "trace");
  }
  const record = json as Record<string, unknown>;
  if (record.trace !== null && typeof record.trace === "object") {
    const envelope = fruxonTraceEnvelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw new WireFormatError(
        describeIssues(envelope.error.issues),
        "trace envelope",
      );
    }
    const { status, runType, rootExecutionId, waitingFor, trace } =
      envelope.data;
    return {
      body: trace,
      envelope: {
        generation: "envelope",
        status: toUpperSnake(status),
        runType: toUpperSnake(runType),
        rootExecutionId: rootExecutionId ?? null,
        waitingFor: waitingFor ? readWaitingFor(waitingFor) : null,
      },
    };
  }
  if ("traces" in record || "agentExecutionRecordId" in record) {
    const bare = fruxonTraceBodySchema.safeParse(json);
    if (!bare.success)
      throw new WireFormatError(describeIssues(bare.error.issues), "trace");
    return {
      body: bare.data,
      envelope: {
        generation: "bare",
        status: null,
        runType: null,
        rootExecutionId: null,
        waitingFor: null,
      },
    };
  }
  throw new WireFormatError(
    "neither a `{status, trace}` envelope nor a trace object with `traces[]`",
    "trace",
  );
}

export type EnvelopeFields = Pick<
  RunTrace,
  "generation" | "status" | "runType" | "rootExecutionId" | "waitingFor"
>;

interface PendingStep {
  wire: unknown;
  parent: number;
  depth: number;
  path: string;
}

function buildTrace(body: FruxonTraceBody, envelope: EnvelopeFields): RunTrace {
  const steps: Step[] = [];
  const errorIndexes: number[] = [];
  const rootIndexes: number[] = [];
  const byPath = new Map<string, number>();
  const roots = body.traces ?? [];
  const stack: PendingStep[] = [];
  for (let i = roots.length - 1; i >= 0; i--) {
    stack.push({ wire: roots[i], parent: -1, depth: 0, path: String(i + 1) });
  }
  while (stack.length > 0) {
    const pending = stack.pop()!;
    const index = steps.length;
    const { step, children } = readFruxonStep(pending.wire, {
      index,
      path: asStepPath(pending.path),
      parent: pending.parent,
      depth: pending.depth,
    });
    steps.push(step);
    byPath.set(pending.path, index);
    if (step.isError) errorIndexes.push(index);
    if (pending.parent >= 0) steps[pending.parent]!.children.push(index);
    else rootIndexes.push(index);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({
        wire: children[i],
        parent: index,
        depth: pending.depth + 1,
        path: `${pending.path}.${i + 1}`,
      });
    }
  }
  return assembleTrace(body, envelope, {
    steps,
    roots: rootIndexes,
    errorIndexes,
    byPath,
  });
}

/** The steps of a trace, read by a walk over its tree (one-shot or streaming). */
export type TraceSteps = Pick<
  RunTrace,
  "steps" | "roots" | "errorIndexes" | "byPath"
>;

/** A trace from its header and its steps, however they were read. */
export function assembleTrace(
  body: FruxonTraceBody,
  envelope: EnvelopeFields,
  { steps, roots, errorIndexes, byPath }: TraceSteps,
): RunTrace {
  const startTime = positive(body.startTime);
  const endTime = positive(body.endTime);
  return {
    ...envelope,
    agentId: body.agentId ?? null,
    agentRevision: body.agentRevision ?? null,
    startTime: startTime === null ? null : asMs(startTime),
    endTime: endTime === null ? null : asMs(endTime),
    steps,
    roots,
    errorIndexes,
    byPath,
    problems: steps.some((step) => step.problems.length > 0)
      ? [
          "Some steps do not match the documented shape; they are shown with what could be read.",
        ]
      : [],
  };
}

function readWaitingFor(wire: FruxonWaitingFor): WaitingFor {
  const since = positive(wire.waitingSince);
  const expires = positive(wire.expiresAt);
  return {
    kind: toUpperSnake(wire.kind),
    displayName: wire.displayName ?? null,
    participantKind: toUpperSnake(wire.participantKind),
    topicId: wire.topicId ?? null,
    waitingSince: since === null ? null : asMs(since),
    expiresAt: expires === null ? null : asMs(expires),
    childCount: wire.childCount ?? null,
  };
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}
