/**
 * `run_state`: the state a run decided from, as the State panel reads it (`run-state.ts`):
 * what fired it (the trigger and its cadence), the memory it searched and wrote — for each
 * title which value it read, in the Memory tab's sentences (`model/state/memory-words.ts`)
 * — its ledger item with transitions and batch, its approvals, the ids it wrote to memory
 * that are one or two characters off a real one, and the state findings. What was not read
 * is said. A fast-agent session has none of these: its answer says what state it is in.
 */
import { formatTimestamp } from "../../../src/model/format/time";
import { sessionStateOf } from "../../../src/model/session-state";
import { attemptsOf } from "../../../src/model/state/ledger";
import { memoryReadSentence } from "../../../src/model/state/memory-words";
import { cadenceOf, describeCadence } from "../../../src/model/state/schedule";
import type { AssistantReads } from "../assistant-reads";
import { previousChoiceOf, readRunState, type RunState } from "../run-state";
import type { RunSubject, Subject } from "../subject";
import { findingsEvidence } from "./findings-text";
import { pageLinks } from "./links";
import { notCheckedLines } from "./open-run";
import { capPart } from "./text-cap";

/** Characters of one memory value shown (the search result, a write, the value now). */
const VALUE_CAP = 400;

export async function stateAnswer(
  reads: AssistantReads,
  subject: Subject,
): Promise<string> {
  if (subject.kind === "session") {
    const state = sessionStateOf(subject.session.summary);
    return [
      `fast-agent session ${subject.target.sessionId} has no memory, trigger, ledger or approvals: those are Fruxon's.`,
      `Its state: ${state ? `${state.label}${state.detail ? ` — ${state.detail}` : ""}` : "unknown (session.json says nothing and the history ends cleanly)"}.`,
      subject.link(),
    ].join("\n");
  }
  let choice: ReturnType<typeof previousChoiceOf> | null = null;
  const state = await readRunState(
    reads,
    subject.detail,
    () => (choice ??= previousChoiceOf(reads, subject.detail.summary)),
  );
  const { summary } = subject.detail;
  const lines = [
    `## State of run \`${summary.id}\` of \`${summary.agentId}\``,
    "",
    `${subject.link()} (the State panel)`,
    "",
    ...triggerLines(state, summary.startTime),
    ...memoryLines(state, subject),
    ...ledgerLines(state),
    ...approvalLines(state, subject),
    ...nearMissLines(state, subject),
    "",
    `### State findings (${state.findings.length})`,
  ];
  if (state.findings.length === 0) lines.push("", "No findings.");
  lines.push(
    ...findingsEvidence(state.findings, {
      step: (path) => subject.link(path),
      ...pageLinks(reads.origin),
    }),
    ...notCheckedLines(state.notChecked),
  );
  return lines.join("\n");
}

function triggerLines(state: RunState, startTime: number | null): string[] {
  const ref = state.triggerRef;
  if (!ref) return ["### Trigger", "", "The record names no trigger."];
  const lines = [
    "### Trigger",
    "",
    `- ${ref.type ?? "unknown type"}${ref.id ? ` ${ref.id}` : ""}; fired ${ref.firedAt !== null ? formatTimestamp(ref.firedAt, "utc") : `at a time the record does not give (the run started ${formatTimestamp(startTime, "utc")})`}${ref.itemKey ? `; ledger item ${ref.itemKey}` : ""}`,
  ];
  const trigger = state.trigger;
  if (trigger?.state === "loaded") {
    const cadence = describeCadence(cadenceOf(trigger.value));
    lines.push(
      `- ${trigger.value.displayName ?? "The trigger"}: ${cadence ?? "no cadence to judge"}; ${trigger.value.active === false ? "inactive" : trigger.value.active ? "active" : "active or not: unknown"}`,
    );
  }
  return lines;
}

function memoryLines(state: RunState, subject: RunSubject): string[] {
  if (!state.memory)
    return [
      "",
      "### Memory",
      "",
      state.facts
        ? "The run neither searched nor wrote memory (or its picture could not be drawn: see Not checked)."
        : "No trace: what the run read from memory is unknown.",
    ];
  const titles = state.memory.length;
  const lines = [
    "",
    `### Memory (${titles} ${titles === 1 ? "title" : "titles"})`,
  ];
  for (const row of state.memory) {
    lines.push(
      "",
      `- **${row.title}**: ${memoryReadSentence(row, state.memoryWalk, state.previous !== null)}`,
    );
    if (row.search)
      lines.push(
        `  - searched at ${row.search.path} (${subject.link(row.search.path)}): ${value(row.search.content)}${row.search.isTruncated ? " (truncated by the runtime)" : ""}`,
      );
    if (row.previousWrite)
      lines.push(
        `  - last written by run ${row.previousWrite.runId} at ${row.previousWrite.path}: ${value(row.previousWrite.content)}`,
      );
    if (row.thisWrite)
      lines.push(
        `  - this run wrote at ${row.thisWrite.path}: ${value(row.thisWrite.content)}`,
      );
    lines.push(
      `  - now: ${row.now === undefined ? "unknown (the memories API did not answer)" : row.now === null ? "no such memory" : value(row.now.content)}`,
    );
  }
  return lines;
}

function ledgerLines(state: RunState): string[] {
  if (!state.ledger) return [];
  const { item, transitions, batch } = state.ledger;
  if (!item)
    return ["", "### Ledger", "", "The run's ledger item was not found."];
  const attempts = transitions ? attemptsOf(transitions) : null;
  return [
    "",
    "### Ledger",
    "",
    `- Item ${item.itemKey ?? item.id}: stage ${item.stage ?? "unknown"}, status ${item.status ?? "unknown"}${item.ignoreReason ? `, ignored: ${item.ignoreReason}` : ""}`,
    `- Attempts: ${attempts === null ? "unknown (transitions not read)" : attempts.length}`,
    ...(transitions ?? []).map(
      (t) =>
        `  - ${formatTimestamp(t.at, "utc")}: ${t.fromStage ?? "?"}/${t.fromStatus ?? "?"} → ${t.toStage ?? "?"}/${t.toStatus ?? "?"}${t.executionRecordId ? ` by run ${t.executionRecordId}` : ""}${t.reason ? ` (${t.reason})` : ""}`,
    ),
    `- Batch: ${batch ? `${batch.id}, stage ${batch.stage ?? "unknown"}, delivery ${batch.delivery ?? "unknown"}, ${batch.itemCount ?? "?"} items` : "none found"}`,
  ];
}

function approvalLines(state: RunState, subject: RunSubject): string[] {
  if (!state.approvals) return [];
  const { approvals, unmatchedGates } = state.approvals;
  return [
    "",
    `### Approvals (${approvals.length})`,
    "",
    ...approvals.map(
      ({ approval, stepPath }) =>
        `- ${approval.gateType ?? "gate"} ${approval.toolKey ?? ""}: ${approval.status ?? "unknown"}${approval.decision ? `, ${approval.decision}` : ""}${approval.respondedBy ? ` by ${approval.respondedBy}` : ""}${stepPath ? ` — step ${stepPath}, ${subject.link(stepPath)}` : ""}`,
    ),
    ...(unmatchedGates.length
      ? [
          `- ${unmatchedGates.length} gate(s) of the trace match no approval read`,
        ]
      : []),
  ];
}

function nearMissLines(state: RunState, subject: RunSubject): string[] {
  const misses = state.facts?.nearMisses ?? [];
  if (misses.length === 0) return [];
  return [
    "",
    "### Ids written to memory that are off by a character or two",
    "",
    ...misses.map(
      (miss) =>
        `- ${miss.title}: memory holds ${miss.memoryId} (written at ${miss.writePath}), the real id is ${miss.realId} (in the result of ${miss.realPath}, ${subject.link(miss.realPath)})`,
    ),
  ];
}

function value(text: string | null): string {
  if (text === null) return "(not in the trace)";
  return JSON.stringify(
    capPart(text, { cap: VALUE_CAP, more: "get_step on the step's path" }),
  );
}
