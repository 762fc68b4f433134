/**
 * The demo's conversations read through the app's own normalisers and findings: each
 * story shows its finding, the derived topics of the other runs show none, and every run
 * that names a topic (or waits on a consult) has that topic.
 */
import { describe, expect, it } from "vitest";
import { collectConversationFindings } from "../../../src/model/findings/collect-conversation-findings";
import {
  normalizeFruxonInboundMessages,
  normalizeFruxonSessions,
  normalizeFruxonTakeovers,
  normalizeFruxonTopic,
  normalizeFruxonTurnPage,
} from "../../../src/model/normalize/fruxon-topic";
import { turnsInTimeOrder } from "../../../src/model/topic/transcript";
import type { DemoScenario, WireObject } from "../dataset";
import { demoData, scenario } from "../test-helpers";

function findingsOfTopic(topicId: string) {
  const conversations = demoData().conversations!;
  const items = (list: WireObject[]) => ({ items: list });
  const topic = normalizeFruxonTopic(
    conversations.topics.find((item) => item.id === topicId),
  );
  return collectConversationFindings({
    agentId: "support_assistant",
    topic,
    turns: turnsInTimeOrder([
      normalizeFruxonTurnPage(
        items(conversations.turnsByTopic.get(topicId) ?? []),
      ),
    ]),
    sessions: normalizeFruxonSessions(
      items(conversations.sessions.filter((s) => s.topicId === topicId)),
    ).items,
    withheld: normalizeFruxonInboundMessages(
      items(conversations.inbound.filter((m) => m.topicId === topicId)),
    ).items,
    takeovers: normalizeFruxonTakeovers(
      items(conversations.takeovers.filter((t) => t.topicId === topicId)),
    ).items,
  });
}

const topicOf = (name: DemoScenario) => String(scenario(name).record.topicId);

describe("demo conversations", () => {
  it("D13: the agent repeats the operator's words, in a session whose end was never applied", () => {
    const findings = findingsOfTopic(topicOf("D13"));
    expect(findings.map((f) => f.kind)).toEqual([
      "operator-words-quoted",
      "session-end-not-applied",
    ]);
    expect(findings[0]!.runs[0]!.runId).toBe(scenario("D13").record.id);
  });

  it("D13's topic is long: thousands of turns, the oldest of unknown author", () => {
    const turns = demoData().conversations!.turnsByTopic.get(topicOf("D13"))!;
    expect(turns.length).toBeGreaterThan(2000);
    const oldestReply = turns.findLast((turn) => turn.role === "ASSISTANT");
    expect(oldestReply).toMatchObject({ author: "UNSPECIFIED" });
  });

  it("D14: the follow-up 40 s after CONSOLE_ALREADY_RESOLVED was answered blind by D14", () => {
    const [finding, ...rest] = findingsOfTopic(topicOf("D14"));
    expect(rest).toEqual([]);
    expect(finding!.title).toBe(
      "Answered without the earlier exchange: the previous session ended CONSOLE_ALREADY_RESOLVED 40s before",
    );
    expect(finding!.runs[0]!.runId).toBe(scenario("D14").record.id);
  });

  it("D15: withheld messages never consumed, a takeover nobody held, a session open on a resolved topic", () => {
    expect(findingsOfTopic(topicOf("D15")).map((f) => f.kind)).toEqual([
      "withheld-unconsumed",
      "unobserved-takeover",
      "session-open-on-resolved-topic",
    ]);
  });

  it("derives a quiet topic for every other run that names one, and the consult D4 waits on", () => {
    const data = demoData();
    const topicIds = new Set(data.conversations!.topics.map((t) => t.id));
    for (const run of data.runs) {
      const topicId = run.record.topicId;
      if (typeof topicId === "string") expect(topicIds.has(topicId)).toBe(true);
    }
    const consult = (scenario("D4").trace!.waitingFor as WireObject)
      .topicId as string;
    expect(topicIds.has(consult)).toBe(true);
    for (const name of ["D4", "D6", "D7"] as const)
      expect(findingsOfTopic(topicOf(name))).toEqual([]);
  });
});
