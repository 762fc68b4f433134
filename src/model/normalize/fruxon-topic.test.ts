import { describe, expect, it } from "vitest";
import { conversationFixture } from "../testing/fruxon-conversation-fixtures";
import { WireFormatError } from "./wire-error";
import {
  normalizeFruxonEscalationPolicy,
  normalizeFruxonInboundMessages,
  normalizeFruxonSessions,
  normalizeFruxonTakeovers,
  normalizeFruxonTopic,
  normalizeFruxonTopicList,
  normalizeFruxonTurnPage,
} from "./fruxon-topic";

const fixture = conversationFixture;

describe("conversation wire → model", () => {
  it("reads a topic and a topics page", () => {
    const topic = normalizeFruxonTopic(fixture("topic.json"));
    expect(topic).toMatchObject({
      state: "OPEN",
      isHome: true,
      outcomeOneLiner: "Replacement part arranged for a damaged delivery.",
      channels: [{ kind: "WHATSAPP", address: "+15550104477" }],
    });
    const list = normalizeFruxonTopicList(fixture("topic-list.json"));
    expect(list.skipped).toBe(0);
    expect(list.items[1]).toMatchObject({
      subjectKind: "CONSULT",
      state: "RESOLVED",
    });
  });

  it("reads a turns page newest first, with authors and run links", () => {
    const page = normalizeFruxonTurnPage(fixture("topic-messages.json"));
    expect(page.nextPageToken).toBe("4");
    expect(page.totalCount).toBe(6);
    expect(page.turns.map((turn) => turn.author)).toEqual([
      "AGENT",
      "UNSPECIFIED",
      "HUMAN_OPERATOR",
      "UNSPECIFIED",
    ]);
    expect(page.turns[0]).toMatchObject({
      role: "ASSISTANT",
      runId: "2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5e68",
      traceStepId: "7b9d1f3a-5c7e-4b0d-8f2a-4c6e8a0b2d79",
    });
  });

  it("reads an author it does not know, or none, as unknown — never as the agent", () => {
    const page = normalizeFruxonTurnPage([
      { id: 1, role: "assistant", content: "x" },
      {
        id: 2,
        role: "Assistant",
        author: "SOMETHING_NEW",
        content: [{ type: "text", text: "y" }],
      },
    ]);
    expect(
      page.turns.map((turn) => [turn.role, turn.author, turn.text]),
    ).toEqual([
      ["ASSISTANT", "UNSPECIFIED", "x"],
      ["ASSISTANT", "UNSPECIFIED", "y"],
    ]);
  });

  it("reads sessions: an applied end, and a seed that says no handoff", () => {
    const { items } = normalizeFruxonSessions(fixture("topic-sessions.json"));
    expect(items[0]).toMatchObject({
      endCause: "CONSOLE_ALREADY_RESOLVED",
      seed: { state: "absent" },
    });
    expect(items[1]).toMatchObject({
      state: "RUNNING",
      endedAt: null,
      seed: { state: "absent" },
    });
    const unknown = normalizeFruxonSessions([{ id: "ts_x", startedAt: 5 }]);
    expect(unknown.items[0]!.seed).toEqual({ state: "unknown" });
    const seeded = normalizeFruxonSessions({
      data: [
        {
          id: "ts_y",
          seedContextIn: {
            recentSupportHandoff: {
              supportCaseId: "c1",
              sourceTopicId: "t1",
              handoffId: "h1",
              resolvedAt: 9,
            },
          },
        },
      ],
    });
    expect(seeded.items[0]!.seed).toMatchObject({
      state: "present",
      handoff: { supportCaseId: "c1", sourceTopicId: "t1" },
    });
  });

  it("reads withheld messages, takeovers and the escalation policy", () => {
    const inbound = normalizeFruxonInboundMessages(
      fixture("inbound-messages.withheld.json"),
    );
    expect(inbound.items[0]).toMatchObject({
      delivery: "WITHHELD",
      withheldReason: "HUMAN_OWNED_CONVERSATION",
      withheldConsumedAt: null,
      address: "+15550104477",
    });
    const takeovers = normalizeFruxonTakeovers(
      fixture("escalation-history.json"),
    );
    expect(takeovers.items.map((t) => t.humanObservedAt === null)).toEqual([
      false,
      true,
    ]);
    const policy = normalizeFruxonEscalationPolicy(
      fixture("escalation-policy.json"),
    );
    expect(policy).toMatchObject({
      mode: "BRIDGE",
      ladder: ["Sam Okafor", "service-lead"],
      offerableOperators: [],
    });
    expect(policy.configuredOperators.map((o) => o.displayName)).toEqual([
      "Sam Okafor",
      "Priya Raman",
    ]);
  });

  it("skips an item it cannot read and counts it; a body that is no list names the endpoint", () => {
    const page = normalizeFruxonTakeovers({
      items: [{ status: "OPEN" }, { id: "e1" }],
    });
    expect(page.items).toHaveLength(1);
    expect(page.skipped).toBe(1);
    expect(() => normalizeFruxonSessions({ sessions: [] })).toThrow(
      WireFormatError,
    );
    expect(() => normalizeFruxonSessions("nope")).toThrow(/topic sessions/);
  });
});
