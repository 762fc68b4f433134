import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findSuspendedWait } from "./suspended-wait";

const SINCE = 1_785_999_774_196;
const EXPIRES = 1_786_433_573_679;

const open = { status: "UNSPECIFIED", endTime: 0, duration: 0 };
//  1 Agent (open)
//  └ 1.1 LLM (open)
//    ├ 1.1.1 get_order SUCCESS
//    └ 1.1.2 consult_participant (open)  ← parked here
const parked = (waitingFor: Record<string, unknown>) =>
  makeTrace(
    [
      makeStep({
        ...open,
        steps: [
          makeLlmStep({
            ...open,
            steps: [
              makeToolStep("shop/get_order"),
              makeToolStep("system/consult_participant", {
                ...open,
                displayName: "Consult Participant",
              }),
            ],
          }),
        ],
      }),
    ],
    { status: "WAITING_FOR_ASYNC", waitingFor },
  );
const summary = makeSummary({
  id: "run-9",
  agentId: "support_assistant",
  status: "WAITING_FOR_ASYNC",
  endTime: 0,
});

describe("findSuspendedWait", () => {
  it("says a consult wait is on a person, since when, until when, and offers cancel-wait", () => {
    const [finding] = findSuspendedWait({
      summary,
      trace: parked({
        kind: "CONSULT",
        displayName: "Dor Gelless",
        participantKind: "PERSON",
        topicId: "topic-1",
        waitingSince: SINCE,
        expiresAt: EXPIRES,
      }),
      now: SINCE + 60_000,
    });
    expect(finding?.title).toBe(
      "Suspended, waiting for a consult with Dor Gelless (PERSON)",
    );
    expect(finding?.facts).toEqual([
      { label: "Waiting on", text: "CONSULT" },
      { label: "Since", at: SINCE, relative: true },
      { label: "Expires", at: EXPIRES, relative: true },
      { label: "Topic", text: "topic-1" },
    ]);
    expect(finding?.steps.map((step) => step.path)).toEqual(["1.1.2"]);
    expect(finding?.commands.map((c) => c.command)).toEqual([
      "fruxon agents topics messages support_assistant topic-1",
      "fruxon agents executions cancel-wait support_assistant run-9 --yes",
      "fruxon agents executions cancel support_assistant run-9 --yes",
    ]);
  });

  it.each(["APPROVAL", "SUBTASK"])(
    "offers only cancel for a %s wait, since cancel-wait answers 400 there",
    (kind) => {
      const [finding] = findSuspendedWait({
        summary,
        trace: parked({ kind, childCount: 3, waitingSince: SINCE }),
      });
      const commands = finding?.commands.map((c) => c.command) ?? [];
      expect(commands).toEqual([
        "fruxon agents executions cancel support_assistant run-9 --yes",
      ]);
      expect(finding?.commands[0]?.note).toContain("cancel-wait answers 400");
    },
  );

  it("calls a wait past its expiry stuck, not healthy", () => {
    const day = 24 * 3600_000;
    const [finding] = findSuspendedWait({
      summary,
      trace: parked({
        kind: "APPROVAL",
        waitingSince: SINCE,
        expiresAt: EXPIRES,
      }),
      now: EXPIRES + 54 * day,
    });
    expect(finding?.severity).toBe("warning");
    expect(finding?.title).toMatch(
      /^Stuck: waiting for a human approval, expired 54d/,
    );
    expect(finding?.detail).toContain("has not ended this one");
    expect(finding?.detail).not.toMatch(
      /not hung|times the wait out at expiry\./,
    );
    expect(finding?.commands[0]?.note).toContain("for an APPROVAL wait");
  });

  it("counts the children of a SUBTASK wait", () => {
    const [finding] = findSuspendedWait({
      summary,
      trace: parked({ kind: "SUBTASK", childCount: 3 }),
    });
    expect(finding?.title).toBe("Suspended, waiting for 3 sub-tasks");
  });

  it("says when a suspended run's trace does not say what it waits on", () => {
    const [finding] = findSuspendedWait({
      summary,
      trace: makeTrace([makeStep(open)], { status: "WAITING_FOR_ASYNC" }),
    });
    expect(finding?.title).toContain("does not say on what");
  });

  it("says nothing about a run that is not suspended", () => {
    expect(
      findSuspendedWait({
        summary: makeSummary(),
        trace: makeTrace([makeStep()]),
      }),
    ).toEqual([]);
  });
});
