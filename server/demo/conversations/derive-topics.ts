/**
 * Topics for the demo runs that belong to one and have no hand-written conversation: each
 * run is one exchange — the customer's message (the run's input) when it started, the
 * agent's reply (its output) when it ended — in the run's session. A topic's last session
 * is still running; earlier ones ended idle half an hour after their last turn. A run
 * parked on a consult also gets the consult's topic: the question it sent, no reply yet.
 */
import type { DemoRun, WireObject } from "../dataset";
import type { DemoContext } from "../context";
import { MINUTE } from "../context";
import { createRng } from "../prng";
import {
  emptyConversations,
  wireSession,
  wireTopic,
  wireTurn,
  type DemoConversations,
} from "./conversation-data";

const IDLE_END_MS = 30 * MINUTE;

export function deriveTopics(
  ctx: DemoContext,
  runs: readonly DemoRun[],
  handWritten: ReadonlySet<string>,
): DemoConversations {
  const out = emptyConversations();
  const byTopic = new Map<string, DemoRun[]>();
  for (const run of runs) {
    const topicId = run.record.topicId;
    if (typeof topicId !== "string" || handWritten.has(topicId)) continue;
    byTopic.set(topicId, [...(byTopic.get(topicId) ?? []), run]);
  }
  for (const [topicId, topicRuns] of byTopic)
    addTopic(ctx, out, topicId, topicRuns);
  for (const run of runs) addConsultTopic(ctx, out, run);
  return out;
}

function addTopic(
  ctx: DemoContext,
  out: DemoConversations,
  topicId: string,
  runs: DemoRun[],
) {
  const rng = createRng(`topic:${topicId}`);
  const ordered = [...runs].sort(
    (a, b) => (a.record.startTime as number) - (b.record.startTime as number),
  );
  const first = ordered[0]!.record;
  const agentId = first.agentId as string;
  const trigger = (first.trigger ?? {}) as WireObject;
  const participantId = (trigger.participantId as string | undefined) ?? "";
  const person = Object.values(ctx.people.byKey).find(
    (candidate) => candidate.id === participantId,
  );
  const turns: WireObject[] = [];
  const sessionTurns = new Map<string, number[]>();
  for (const run of ordered) {
    const record = run.record;
    const sessionId =
      (record.sessionId as string | null) ?? `ts_${rng.hex(24)}`;
    const parameters = (run.result?.parameters ?? {}) as WireObject;
    const question = parameters.message ?? parameters.question;
    const start = record.startTime as number;
    const times = sessionTurns.get(sessionId) ?? [];
    if (typeof question === "string") {
      turns.push(
        wireTurn({
          id: rng.uuid(),
          role: "USER",
          author: "UNSPECIFIED",
          agentId,
          content: question,
          createdAt: start,
          sessionId,
        }),
      );
      times.push(start);
    }
    const reply = replyOf(run);
    if (reply !== null && (record.endTime as number) > 0) {
      turns.push(
        wireTurn({
          id: rng.uuid(),
          role: "ASSISTANT",
          author: "AGENT",
          agentId,
          content: reply,
          createdAt: record.endTime as number,
          sessionId,
          executionRecordId: record.id as string,
          traceStepId: llmStepId(run),
        }),
      );
      times.push(record.endTime as number);
    }
    sessionTurns.set(sessionId, times);
  }
  const sessions = [...sessionTurns].sort((a, b) => a[1][0]! - b[1][0]!);
  sessions.forEach(([sessionId, times], position) => {
    const isLast = position === sessions.length - 1;
    const last = Math.max(...times);
    out.sessions.push(
      wireSession({
        id: sessionId,
        topicId,
        state: isLast ? "RUNNING" : "ENDED",
        startedAt: times[0]!,
        endedAt: isLast ? null : last + IDLE_END_MS,
        endCause: isLast ? null : "IDLE_TIMEOUT",
      }),
    );
  });
  const times = turns.map((turn) => turn.createdAt as number);
  out.topics.push(
    wireTopic({
      id: topicId,
      agentId,
      participantId,
      state: "OPEN",
      channels: person?.phone
        ? [{ kind: "WHATSAPP", address: person.phone }]
        : [],
      createdAt:
        Math.min(...times, first.startTime as number) - 7 * 24 * 60 * MINUTE,
      lastActivityAt: Math.max(...times, first.startTime as number),
    }),
  );
  out.turnsByTopic.set(
    topicId,
    turns.sort((a, b) => (b.createdAt as number) - (a.createdAt as number)),
  );
}

/** A run waiting on a consult: the consult's topic holds the question and (so far) no reply. */
function addConsultTopic(
  ctx: DemoContext,
  out: DemoConversations,
  run: DemoRun,
) {
  const waitingFor = run.trace?.waitingFor as WireObject | undefined;
  if (waitingFor?.kind !== "CONSULT" || typeof waitingFor.topicId !== "string")
    return;
  const consult = findConsultStep(run);
  const parameters = (consult?.toolTrace as WireObject | undefined)
    ?.parameters as WireObject | undefined;
  const question = parameters?.question;
  if (typeof question !== "string") return;
  const rng = createRng(`consult-topic:${waitingFor.topicId}`);
  const agentId = run.record.agentId as string;
  const since = waitingFor.waitingSince as number;
  const sessionId = `ts_${rng.hex(24)}`;
  const person = Object.values(ctx.people.byKey).find(
    (candidate) => candidate.id === parameters?.participantId,
  );
  out.topics.push(
    wireTopic({
      id: waitingFor.topicId,
      agentId,
      participantId: (parameters?.participantId as string | undefined) ?? "",
      state: "OPEN",
      subjectKind: "CONSULT",
      goal: `Consult ${String(waitingFor.displayName)} for run ${String(run.record.id)}`,
      channels: person?.phone
        ? [{ kind: "WHATSAPP", address: person.phone }]
        : [],
      createdAt: since,
      lastActivityAt: since,
    }),
  );
  out.turnsByTopic.set(waitingFor.topicId, [
    wireTurn({
      id: rng.uuid(),
      role: "ASSISTANT",
      author: "AGENT",
      agentId,
      content: question,
      createdAt: since,
      sessionId,
      executionRecordId: run.record.id as string,
      traceStepId: (consult?.id as string | undefined) ?? null,
    }),
  ]);
  out.sessions.push(
    wireSession({
      id: sessionId,
      topicId: waitingFor.topicId,
      state: "RUNNING",
      startedAt: since,
    }),
  );
}

function replyOf(run: DemoRun): string | null {
  const result = run.result?.result as WireObject | null | undefined;
  return typeof result?.strValue === "string" ? result.strValue : null;
}

function envelopeSteps(run: DemoRun): WireObject[] {
  const body = (run.trace?.trace ?? run.trace) as WireObject | undefined;
  return (body?.traces as WireObject[] | undefined) ?? [];
}

/** The first LLM step: the step that wrote the reply. */
export function llmStepId(run: DemoRun): string | null {
  const stack = [...envelopeSteps(run)];
  while (stack.length > 0) {
    const step = stack.shift()!;
    if (step.type === "LLM_STEP") return step.id as string;
    stack.unshift(...((step.steps as WireObject[] | undefined) ?? []));
  }
  return null;
}

function findConsultStep(run: DemoRun): WireObject | null {
  const stack = [...envelopeSteps(run)];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const tool = (step.toolTrace as WireObject | undefined)?.tool as
      WireObject | undefined;
    if (typeof tool?.id === "string" && tool.id.startsWith("consult"))
      return step;
    stack.push(...((step.steps as WireObject[] | undefined) ?? []));
  }
  return null;
}
