import { describe, expect, it } from "vitest";
import { readHistoryMessages } from "../normalize/fast-agent-message";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import { correlateSubAgentCalls } from "./sub-agent-calls";

const parent = readHistoryMessages(
  history(
    userText("go"),
    assistantCalls([["s1", "agent__search"]], { perf: [100, 101] }),
    toolResults({ s1: ["found", false, 9000] }),
    assistantCalls([["s2", "agent__search"]], { perf: [110, 111] }),
    toolResults({ s2: ["found again", false, 5000] }),
    assistantText("done", { perf: [117, 118] }),
  ),
).messages;

describe("correlateSubAgentCalls", () => {
  it("matches each agent__ call with the trace whose clock falls inside it", () => {
    const calls = correlateSubAgentCalls(parent, [
      {
        id: "search[1]-late",
        agent: "search[1]",
        perfWindow: { start: 111.2, end: 116.0 },
      },
      {
        id: "search[1]-early",
        agent: "search[1]",
        perfWindow: { start: 101.3, end: 109.6 },
      },
    ]);
    expect(
      calls.map((call) => [
        call.callId,
        call.agent,
        call.traceId,
        call.durationMs,
      ]),
    ).toEqual([
      ["s1", "search", "search[1]-early", 9000],
      ["s2", "search", "search[1]-late", 5000],
    ]);
  });

  it("matches nothing for another agent's trace or one from another process clock", () => {
    const calls = correlateSubAgentCalls(parent, [
      {
        id: "other",
        agent: "fetch[1]",
        perfWindow: { start: 101.3, end: 109.6 },
      },
      {
        id: "elsewhere",
        agent: "search[1]",
        perfWindow: { start: 5001, end: 5009 },
      },
    ]);
    expect(calls.map((call) => call.traceId)).toEqual([null, null]);
  });
});
