import { describe, expect, it } from "vitest";
import {
  agentTurn,
  at,
  makeInbound,
  makeTakeover,
  makeTopic,
  makeTurn,
} from "../testing/topic-builders";
import {
  buildQuietReport,
  customerLastActivity,
  quietWindow,
} from "./quiet-report";

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

describe("the window and what lies before it", () => {
  const now = at(100 * 86_400);
  const twoMonthsAgo = at(40 * 86_400);

  it("reaches back to the customer's last activity when it is older than 7 days", () => {
    const lastActivity = customerLastActivity({
      topics: [makeTopic({ lastActivityAt: at(10 * 86_400) })],
      withheld: [makeInbound({ receivedAt: twoMonthsAgo })],
    });
    expect(lastActivity).toBe(twoMonthsAgo);
    expect(
      quietWindow({ since: null, until: null, now, lastActivity }),
    ).toEqual({ since: twoMonthsAgo, until: now, reachedBackTo: twoMonthsAgo });
  });

  it("keeps the last 7 days for a recent customer, and the URL's window as given", () => {
    const week = now - 7 * 86_400_000;
    expect(
      quietWindow({ since: null, until: null, now, lastActivity: now - 1 }),
    ).toEqual({ since: week, until: now, reachedBackTo: null });
    expect(
      quietWindow({
        since: at(5),
        until: null,
        now,
        lastActivity: twoMonthsAgo,
      }),
    ).toEqual({ since: at(5), until: now, reachedBackTo: null });
  });

  it("counts the withheld messages and takeovers before the window, with the latest", () => {
    const report = buildQuietReport({
      topics: [],
      latestTurns: new Map(),
      withheld: [
        makeInbound({ receivedAt: twoMonthsAgo }),
        makeInbound({ receivedAt: at(30 * 86_400) }),
        makeInbound({ receivedAt: at(31 * 86_400), delivery: "DELIVERED" }),
      ],
      takeovers: [makeTakeover({ openedAt: twoMonthsAgo })],
      since: now - 7 * 86_400_000,
      until: now,
    });
    expect(report.withheld).toEqual([]);
    expect(report.withheldBefore).toEqual({ count: 2, latestAt: twoMonthsAgo });
    expect(report.takeoversBefore).toEqual({
      count: 1,
      latestAt: twoMonthsAgo,
    });
  });
});
