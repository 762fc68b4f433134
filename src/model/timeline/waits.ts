/**
 * The waits of a run, as segments of their own on its time axis, each with what it waited
 * on — never read as a long step:
 *
 * - a suspended run's `waitingFor` (CONSULT, APPROVAL or SUBTASK, with who and since): from
 *   `waitingSince` to now, still open, on the step the run is parked in (the last open
 *   step with no open child) or on the run itself;
 * - a human gate a step went through (`hitlTrace`: `requestedAt` → `respondedAt`, else
 *   `requestedAt + durationMs`; still open when neither says it ended), on that step — how
 *   a run that suspended and resumed shows where its wait was.
 *
 * Only what the trace records: a trace with neither shows no wait, whatever its gaps look
 * like. A large trace kept as summaries (worker, past 192 MB) has no `hitlTrace`s.
 * O(n) for the pass over the steps.
 */
import { decodeNestedJson } from "../decode/json-in-strings";
import { withArticle } from "../findings/wait-words";
import { isObject } from "../is-object";
import type { RunTrace, Step } from "../run";
import type { StepSpans } from "./step-spans";

export interface WaitSegment {
  /** The step the wait happened in; −1 for the run itself. */
  step: number;
  /** Relative ms; `stop` is `now` for a wait still open. */
  start: number;
  stop: number;
  isOpen: boolean;
  /** `CONSULT`, `APPROVAL`, `SUBTASK`, or what the trace names. */
  kind: string;
  /** What it waited on, in words: "an approval from Dor Gelless (APPROVE)". */
  label: string;
  source: "waitingFor" | "hitlTrace";
}

export function waitsOf(trace: RunTrace, spans: StepSpans): WaitSegment[] {
  const waits: WaitSegment[] = [];
  const rel = (ms: number) => ms - spans.origin;
  for (const step of trace.steps) {
    if (step.hitl === null || step.hitl === undefined) continue;
    const wait = hitlWait(step, spans, rel);
    if (wait) waits.push(wait);
  }
  const waitingFor = trace.waitingFor;
  if (waitingFor?.waitingSince != null && !Number.isNaN(spans.origin)) {
    const who = [
      waitingFor.displayName,
      waitingFor.participantKind && `(${waitingFor.participantKind})`,
    ]
      .filter(Boolean)
      .join(" ");
    const kind = waitingFor.kind ?? "UNKNOWN";
    const start = rel(waitingFor.waitingSince);
    waits.push({
      step: parkedStep(trace),
      start,
      stop: Math.max(start, spans.now - spans.origin),
      isOpen: true,
      kind,
      label: waitedOn(kind, who, waitingFor.childCount),
      source: "waitingFor",
    });
  }
  return waits.sort((a, b) => a.start - b.start);
}

function hitlWait(
  step: Step,
  spans: StepSpans,
  rel: (ms: number) => number,
): WaitSegment | null {
  const decoded = decodeNestedJson(step.hitl).value;
  if (!isObject(decoded)) return null;
  const requestedAt = epoch(decoded.requestedAt);
  if (requestedAt === null || Number.isNaN(spans.origin)) return null;
  const respondedAt = epoch(decoded.respondedAt);
  const duration = epoch(decoded.durationMs);
  const start = rel(requestedAt);
  const end =
    respondedAt !== null
      ? rel(respondedAt)
      : duration !== null
        ? start + duration
        : null;
  const stepStop = spans.stop[step.index]!;
  const stop =
    end ?? (Number.isNaN(stepStop) ? spans.now - spans.origin : stepStop);
  const by = text(decoded.respondedBy);
  const decision = text(decoded.decision);
  const gate = text(decoded.toolKey) ?? text(decoded.gateType);
  return {
    step: step.index,
    start,
    stop: Math.max(start, stop),
    isOpen: end === null,
    kind: "APPROVAL",
    label: [
      "an approval",
      gate && `for ${gate}`,
      by && `from ${by}`,
      decision && `(${decision})`,
    ]
      .filter(Boolean)
      .join(" "),
    source: "hitlTrace",
  };
}

/** The last open step with no open child: where a suspended run is parked; −1 if none. */
function parkedStep(trace: RunTrace): number {
  for (let i = trace.steps.length - 1; i >= 0; i--) {
    const step = trace.steps[i]!;
    if (step.endTime !== null || step.isError) continue;
    if (!step.children.some((child) => trace.steps[child]!.endTime === null))
      return i;
  }
  return -1;
}

/** "a consult with Dor Gelless (PERSON)", "2 sub-tasks", "an APPROVAL". */
function waitedOn(kind: string, who: string, childCount: number | null) {
  if (kind === "SUBTASK")
    return `${childCount ?? "its"} sub-task${childCount === 1 ? "" : "s"}`;
  const what =
    kind === "CONSULT" || kind === "APPROVAL"
      ? withArticle(kind.toLowerCase())
      : withArticle(kind);
  return `${what}${who ? ` ${kind === "APPROVAL" ? "from" : "with"} ${who}` : ""}`;
}

const epoch = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0
    ? value
    : null;
const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
