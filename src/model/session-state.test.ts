import { describe, expect, it } from "vitest";
import { readHistoryMessages } from "./normalize/fast-agent-message";
import type { SessionSummary } from "./session";
import {
  endsOnToolResults,
  sessionStateOf,
  unansweredAtEnd,
} from "./session-state";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "./testing/fast-agent-builders";

const messagesOf = (...wire: Record<string, unknown>[]) =>
  readHistoryMessages(history(...wire)).messages;

function summary(
  status: string | null,
  unansweredCalls: number | null,
  endsOnToolResults = false,
): SessionSummary {
  return {
    status,
    activeAgent: "dev",
    histories: [
      {
        key: "dev",
        kind: "history",
        agent: "dev",
        file: "history_dev.json",
        messageCount: 3,
        previousKey: null,
        lastStopReason: "toolUse",
        unansweredCalls,
        endsOnToolResults,
        problem: null,
      },
    ],
  } as SessionSummary;
}

describe("unansweredAtEnd", () => {
  it("counts the last assistant message's calls that no later message answers", () => {
    expect(
      unansweredAtEnd(
        messagesOf(
          userText("go"),
          assistantCalls([
            ["a", "read"],
            ["b", "read"],
          ]),
          toolResults({ a: ["x"] }),
        ),
      ),
    ).toBe(1);
    expect(
      unansweredAtEnd(
        messagesOf(userText("go"), assistantCalls([["a", "read"]])),
      ),
    ).toBe(1);
  });

  it("is 0 for a finished turn", () => {
    expect(
      unansweredAtEnd(
        messagesOf(
          userText("go"),
          assistantCalls([["a", "read"]]),
          toolResults({ a: ["x"] }),
          assistantText("done"),
        ),
      ),
    ).toBe(0);
  });
});

describe("endsOnToolResults", () => {
  it("is true when the results of the last calls are the last message", () => {
    const calls = [userText("go"), assistantCalls([["a", "read"]])];
    expect(
      endsOnToolResults(messagesOf(...calls, toolResults({ a: ["x"] }))),
    ).toBe(true);
    expect(
      endsOnToolResults(
        messagesOf(...calls, toolResults({ a: ["x"] }), assistantText("done")),
      ),
    ).toBe(false);
    expect(endsOnToolResults(messagesOf(userText("go")))).toBe(false);
  });
});

describe("sessionStateOf", () => {
  it("does not call a session completed whose history ends on results the model never saw", () => {
    expect(sessionStateOf(summary("completed", 0, true))).toEqual({
      label: "turn unfinished",
      tone: "error",
      detail:
        "The history ends on tool results the model never answered, although session.json says completed: the turn never finished.",
    });
    expect(sessionStateOf(summary(null, 0, true))?.label).toBe(
      "turn unfinished",
    );
    expect(sessionStateOf(summary("running", 0, true))?.label).toBe("running");
  });

  it("does not call a session completed whose history ends on an unanswered call", () => {
    expect(sessionStateOf(summary("completed", 1))).toEqual({
      label: "unanswered tool call",
      tone: "error",
      detail:
        "The history ends on 1 tool call with no result, although session.json says completed: the turn never finished.",
    });
  });

  it("keeps a running session running, saying its last save is mid-turn", () => {
    const state = sessionStateOf(summary("running", 2));
    expect(state?.label).toBe("running");
    expect(state?.detail).toMatch(/2 tool calls with no result yet/);
  });

  it("gives session.json's status otherwise, and nothing when there is none", () => {
    expect(sessionStateOf(summary("completed", 0))).toMatchObject({
      label: "completed",
      detail: null,
    });
    expect(sessionStateOf(summary(null, 0))).toBeNull();
  });
});
