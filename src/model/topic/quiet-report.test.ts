import { describe, expect, it } from "vitest";
import {
  agentTurn,
  at,
  makeInbound,
  makeTakeover,
  makeTopic,
  makeTurn,
} from "../testing/topic-builders";
import { buildQuietReport } from "./quiet-report";

const window = { since: at(-3600), until: at(3600) };

describe("buildQuietReport", () => {
  it("lists a topic where the customer wrote last — a turn, or a withheld message after the reply", () => {
    const waiting = makeTopic({ id: "t-wait" });
    const held = makeTopic({ id: "t-held" });
    const answered = makeTopic({ id: "t-ok" });
    const message = makeInbound({ topicId: "t-held", receivedAt: at(100) });
    const report = buildQuietReport({
      topics: [waiting, held, answered],
      latestTurns: new Map([
        ["t-wait", [makeTurn({ text: "anyone?", at: at(50) })]],
        [
          "t-held",
          [
            agentTurn("a colleague will reply", { at: at(20) }),
            makeTurn({ at: at(10) }),
          ],
        ],
        ["t-ok", [agentTurn("done", { at: at(60) }), makeTurn({ at: at(50) })]],
      ]),
      withheld: [message, makeInbound({ receivedAt: at(-99_999) })],
      takeovers: [
        makeTakeover({ openedAt: at(30) }),
        makeTakeover({ openedAt: at(-99_999) }),
      ],
      ...window,
    });
    expect(
      report.unanswered.map((q) => [q.topic.id, q.lastWasWithheld]),
    ).toEqual([
      ["t-wait", false],
      ["t-held", true],
    ]);
    expect(report.withheld).toEqual([message]);
    expect(report.takeovers).toHaveLength(1);
  });
});
