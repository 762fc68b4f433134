/**
 * `conversation`: the conversation a run belongs to (its topic), or a topic from its link,
 * as the conversation view reads it (`topic-conversation.ts`): the topic, the conversation
 * findings with their evidence, then the transcript's last entries — turns (the run's own
 * marked), session boundaries, withheld messages and takeovers — each with its link. For a
 * fast-agent history, its messages (`model/stats/message-overview.ts`) with the steps they
 * became. Each entry's text is capped, and the answer says how many entries it left out.
 */
import { blocksText } from "../../../src/model/normalize/fast-agent-channels";
import { formatDuration } from "../../../src/model/format/duration";
import { formatTimestamp } from "../../../src/model/format/time";
import { messageOverview } from "../../../src/model/stats/message-overview";
import type { TranscriptEntry } from "../../../src/model/topic/transcript";
import type { AssistantReads } from "../assistant-reads";
import type { TopicTarget } from "../run-target";
import type { SessionSubject, Subject } from "../subject";
import { readTopicConversation } from "../topic-conversation";
import { findingsEvidence } from "./findings-text";
import { pageLinks } from "./links";
import { notCheckedLines } from "./open-run";
import { capPart } from "./text-cap";

/** Entries shown by default: the end of the conversation, where a complaint usually is. */
export const DEFAULT_ENTRIES = 40;
/** Characters of one turn's text. */
const ENTRY_TEXT_CAP = 600;

export async function conversationAnswer(
  reads: AssistantReads,
  about: Subject | TopicTarget,
  entries: number,
): Promise<string> {
  if (about.kind === "session") return historyConversation(about, entries);
  const run =
    about.kind === "run"
      ? {
          agentId: about.detail.summary.agentId,
          topicId: about.detail.summary.topicId,
          runId: about.detail.summary.id,
          runStartedAt: about.detail.summary.startTime,
        }
      : {
          agentId: about.agentId,
          topicId: about.topicId,
          runId: null,
          runStartedAt: null,
        };
  if (!run.topicId)
    return `Run ${run.runId} belongs to no conversation: its record names no topic.`;
  const links = pageLinks(reads.origin);
  const conversation = await readTopicConversation(
    reads,
    run.agentId,
    run.topicId,
    run.runId ? { runId: run.runId, runStartedAt: run.runStartedAt } : null,
  );
  const lines = [
    `## Conversation ${run.topicId} of ${run.agentId}`,
    "",
    links.entry(run.agentId, run.topicId, null),
    "",
  ];
  const topic = conversation.topic;
  if (topic.state === "loaded") {
    const value = topic.value;
    lines.push(
      `- State: ${value.state ?? "unknown"}${value.resolution ? ` (${value.resolution})` : ""}; goal: ${value.goal ?? "none"}`,
      `- Channels: ${value.channels.map((channel) => `${channel.kind ?? "?"} ${channel.address}`).join(", ") || "none"}; participant: ${value.participantId ?? "none"}`,
      `- Last activity: ${formatTimestamp(value.lastActivityAt, "utc")}`,
    );
  } else
    lines.push(
      `The topic did not load: ${topic.state === "failed" ? topic.message : topic.state}.`,
    );
  const findings = conversation.findings;
  lines.push(
    "",
    findings === null
      ? "### Findings: not computed (the topic or its turns did not load)"
      : `### Findings (${findings.length})`,
  );
  if (findings?.length === 0) lines.push("", "No findings.");
  if (findings)
    lines.push(
      ...findingsEvidence(findings, {
        step: (path) => `${path} of run ${run.runId ?? "?"}`,
        ...links,
      }),
    );
  const transcript = conversation.transcript;
  if (transcript) {
    const shown = transcript.entries.slice(-entries);
    const hidden = transcript.entries.length - shown.length;
    lines.push(
      "",
      `### Transcript (the last ${shown.length} of ${transcript.entries.length} entries loaded${conversation.hasOlder ? "; older turns were not loaded" : ""})`,
      "",
      ...(hidden > 0
        ? [`(${hidden} earlier entries left out: ask for more entries.)`]
        : []),
      ...shown.map((entry) =>
        entryLine(entry, (id) => links.entry(run.agentId, run.topicId!, id)),
      ),
    );
  }
  lines.push(...notCheckedLines(conversation.notChecked));
  return lines.join("\n");
}

function entryLine(
  entry: TranscriptEntry,
  link: (id: string) => string,
): string {
  const at =
    entry.at === null ? "time unknown" : formatTimestamp(entry.at, "utc");
  switch (entry.kind) {
    case "turn": {
      const { turn } = entry;
      const who = `${turn.role}${turn.author === "HUMAN_OPERATOR" ? " (a person at the console)" : ""}`;
      return `- ${at} ${who}${entry.isThisRun ? " [this run]" : ""}${turn.runId ? ` run ${turn.runId}` : ""}: ${text(turn.text)} — ${link(turn.id)}`;
    }
    case "session":
      return `- ${at} — session ${entry.sessionId ?? "unknown"} starts${entry.gapMs !== null ? ` (${formatDuration(entry.gapMs)} after the previous one)` : ""}${entry.session?.endCause ? `; it ended: ${entry.session.endCause}` : ""}`;
    case "withheld":
      return `- ${at} WITHHELD inbound message (${entry.message.withheldReason ?? "reason unknown"}; ${entry.message.withheldConsumedAt === null ? "never replayed" : "replayed later"}): ${text(entry.message.text)} — ${link(entry.message.id)}`;
    case "takeover":
      return `- ${at} takeover ${entry.edge} (status ${entry.takeover.status ?? "unknown"}; ${entry.operatorTurns.length} operator turns while open) — ${link(entry.takeover.id)}`;
  }
}

function text(value: string): string {
  return JSON.stringify(
    capPart(value, {
      cap: ENTRY_TEXT_CAP,
      more: "the entry's link shows the whole text",
    }),
  );
}

function historyConversation(subject: SessionSubject, entries: number): string {
  const { history } = subject;
  const rows = messageOverview(history.messages);
  const shown = rows.slice(-entries);
  const lines = [
    `## Messages of history ${subject.info.key} of session ${subject.target.sessionId} (the last ${shown.length} of ${rows.length})`,
    "",
    subject.link(),
    "",
  ];
  for (const row of shown) {
    const message = history.messages.find((m) => m.index === row.index);
    const step = history.stepByMessage.get(row.index);
    const path =
      step !== undefined ? history.trace.steps[step]?.path : undefined;
    const calls = row.calls.map(
      (call) => `${call.name}${call.isAnswered ? "" : " (no result)"}`,
    );
    const errors = row.results.filter((result) => result.isError).length;
    lines.push(
      `- #${row.index} ${row.role}${row.stopReason ? ` (stop: ${row.stopReason})` : ""}${row.timestamp !== null ? ` ${formatTimestamp(row.timestamp, "utc")}` : ""}: ${text(blocksText(message?.content ?? []) ?? "(no text)")}${calls.length ? `; calls ${calls.join(", ")}` : ""}${row.results.length ? `; ${row.results.length} tool results${errors ? `, ${errors} errors` : ""}` : ""}${path ? ` — step ${path}, ${subject.link(path)}` : ""}`,
    );
  }
  return lines.join("\n");
}
