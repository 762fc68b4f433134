import { describe, expect, it } from "vitest";
import { normalizeFastAgentHistory } from "../normalize/fast-agent-history";
import { readHistoryMessages } from "../normalize/fast-agent-message";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import {
  REAL_HISTORIES,
  type RealHistoryName,
} from "../testing/fast-agent-fixtures";
import { findDuplicateUserMessages } from "./duplicate-user-message";
import { findHistoryFindings } from "./history-findings";
import { findStopReasonErrors } from "./stop-reason-error";
import { findToolErrors } from "./tool-error";
import { findToolFailureLoops } from "./tool-failure-loop";
import { findUnansweredToolCalls } from "./unanswered-tool-call";

const messagesOf = (json: unknown) => readHistoryMessages(json).messages;

describe("findings on every real fixture", () => {
  const expected: Record<RealHistoryName, string[]> = {
    "examples__workflows-md__hf-api-agent__conv1.json": [],
    "repo-root__25_11_29_00_46-conversation.json": [],
    "repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json": [],
    "repo-root__ripgrep_search[1]-2026-01-20-20-28-49.json": ["tool-error"],
    "repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json": [
      "stop-reason-error",
      "tool-error",
    ],
    "repo-root__ripgrep_search[1]-2026-01-22-11-07-46.json": [
      "tool-failure-loop",
      ...Array<string>(5).fill("tool-error"),
    ],
    // The legacy loader merges the two consecutive user messages, as fast-agent does.
    "tests__integration__prompt-server__multipart.json": [],
  };
  for (const [name, kinds] of Object.entries(expected)) {
    it(`finds ${kinds.length ? kinds.join(", ") : "nothing"} in ${name}`, () => {
      const normalized = normalizeFastAgentHistory(
        JSON.parse(REAL_HISTORIES[name as RealHistoryName]),
      );
      const findings = findHistoryFindings(normalized, "history.json");
      expect(findings.map((finding) => finding.kind)).toEqual(kinds);
      for (const finding of findings) expect(finding.steps).toHaveLength(1);
    });
  }

  it("reports the 429 of the failed sub-agent trace with its text", () => {
    const normalized = normalizeFastAgentHistory(
      JSON.parse(
        REAL_HISTORIES["repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json"],
      ),
    );
    const [stop] = findHistoryFindings(normalized, "t.json");
    expect(stop!.title).toBe(
      "The model call failed at message 7 (stop_reason error)",
    );
    expect(stop!.detail).toContain("queue_exceeded");
    expect(stop!.steps[0]!.path).toBe("1.4");
  });
});

describe("unanswered tool call", () => {
  it("flags a history ending on toolUse, with the workflow's truncation index and commands", () => {
    const messages = messagesOf(
      history(
        userText("go"),
        assistantCalls([["a", "read"]]),
        toolResults({ a: ["ok"] }),
        assistantCalls([["b", "write"]]),
      ),
    );
    const [finding] = findUnansweredToolCalls(messages, "history_dev.json");
    expect(finding).toMatchObject({ messageIndex: 3, callId: "b" });
    expect(finding!.fix!.summary).toBe("truncate to messages[0:3]");
    expect(finding!.fix!.detail).toContain("keep messages 0–2");
    expect(finding!.commands[1]!.command).toBe(
      "jq '.messages = .messages[0:3]' history_dev.json > /tmp/fixed.json && mv /tmp/fixed.json history_dev.json",
    );
  });

  it("flags a call followed by a new prompt instead of its result", () => {
    const messages = messagesOf(
      history(
        userText("go"),
        assistantCalls([["a", "read"]]),
        userText("hello?"),
        assistantText("hi"),
      ),
    );
    const findings = findUnansweredToolCalls(messages, "h.json");
    expect(findings).toHaveLength(1);
    expect(findings[0]!.detail).toContain("without tool_results");
    // No earlier tool result: keep everything before the broken call.
    expect(findings[0]!.fix!.summary).toBe("truncate to messages[0:1]");
  });

  it("flags only the ids missing from a partial answer of parallel calls", () => {
    const messages = messagesOf(
      history(
        userText("go"),
        assistantCalls([
          ["a", "read"],
          ["b", "list"],
        ]),
        toolResults({ a: ["ok"] }),
      ),
    );
    const [finding] = findUnansweredToolCalls(messages, "h.json");
    expect(finding!.callId).toBe("b");
    expect(finding!.detail).toContain("list (b)");
    expect(finding!.detail).not.toContain("read (a)");
  });

  it("does not flag calls answered in the next message, nor an interrupt that closed them", () => {
    const messages = messagesOf(
      history(
        userText("go"),
        assistantCalls([["a", "read"]]),
        toolResults({ a: ["**The user interrupted this tool call**", true] }),
        userText("again"),
        assistantCalls([["b", "read"]]),
        toolResults({ b: ["ok"] }),
        assistantText("done"),
      ),
    );
    expect(findUnansweredToolCalls(messages, "h.json")).toEqual([]);
  });

  it("quotes a file name that the shell would split", () => {
    const messages = messagesOf(
      history(userText("go"), assistantCalls([["a", "read"]])),
    );
    const [finding] = findUnansweredToolCalls(
      messages,
      "ripgrep_search[1]-2026.json",
    );
    expect(finding!.commands[1]!.command).toContain(
      "'ripgrep_search[1]-2026.json'",
    );
  });
});

describe("duplicate user message", () => {
  it("flags two plain user messages in a row, with the workflow's likely cause", () => {
    const messages = messagesOf(
      history(userText("do it"), userText("do it"), assistantText("ok")),
    );
    const [finding] = findDuplicateUserMessages(messages);
    expect(finding).toMatchObject({
      messageIndex: 1,
      kind: "duplicate-user-message",
    });
    expect(finding!.detail).toContain("identical");
    expect(finding!.cause).toContain("before_llm_call hooks");
  });

  it("does not flag a tool-result message followed by the next prompt", () => {
    const messages = messagesOf(
      history(
        userText("go"),
        assistantCalls([["a", "read"]]),
        toolResults({ a: ["**The user interrupted this tool call**", true] }),
        userText("never mind"),
        assistantText("ok"),
      ),
    );
    expect(findDuplicateUserMessages(messages)).toEqual([]);
  });

  it("does not flag an applied multi-message template", () => {
    const messages = messagesOf(
      history(
        userText("a", { is_template: true }),
        userText("b", { is_template: true }),
        assistantText("ok"),
      ),
    );
    expect(findDuplicateUserMessages(messages)).toEqual([]);
  });
});

describe("stop_reason errors", () => {
  it("flags error, timeout and maxIterations with their text", () => {
    const messages = messagesOf(
      history(
        userText("a"),
        assistantText("I hit an internal error", {
          stop_reason: "error",
          channels: { "fast-agent-error": [{ type: "text", text: "boom" }] },
        }),
        userText("b"),
        assistantText("slow", { stop_reason: "timeout" }),
        userText("c"),
        assistantText("loop", { stop_reason: "maxIterations" }),
      ),
    );
    expect(
      findStopReasonErrors(messages).map((f) => [f.messageIndex, f.detail]),
    ).toEqual([
      [1, "boom"],
      [3, "slow"],
      [5, "loop"],
    ]);
  });

  it("does not flag endTurn, toolUse or cancelled", () => {
    const messages = messagesOf(
      history(
        userText("a"),
        assistantText("ok"),
        userText("b"),
        assistantText("stop", { stop_reason: "cancelled" }),
      ),
    );
    expect(findStopReasonErrors(messages)).toEqual([]);
  });
});

describe("tool errors and failure loops", () => {
  const failing = (n: number, breakAt: number | null) => {
    const messages = [userText("go")];
    for (let i = 0; i < n; i++) {
      messages.push(assistantCalls([[`c${i}`, "execute"]]));
      messages.push(toolResults({ [`c${i}`]: ["exit 1", i !== breakAt] }));
    }
    messages.push(assistantText("gave up"));
    return messagesOf(history(...messages));
  };

  it("reports nothing when every result succeeded", () => {
    const messages = messagesOf(
      history(
        userText("a"),
        assistantCalls([["x", "read"]]),
        toolResults({ x: ["ok"] }),
      ),
    );
    expect(findToolErrors(messages)).toEqual([]);
  });

  it("reports each isError result with its tool name", () => {
    const findings = findToolErrors(failing(2, null));
    expect(findings.map((f) => f.title)).toEqual([
      "execute returned an error (message 2)",
      "execute returned an error (message 4)",
    ]);
  });

  it("finds three or more failures in a row as a loop", () => {
    const [loop] = findToolFailureLoops(failing(4, null));
    expect(loop!.title).toBe("4 tool calls failed in a row (messages 2–8)");
    expect(loop!.detail).toContain("execute ×4");
  });

  it("does not call two failures, or failures broken by a success, a loop", () => {
    expect(findToolFailureLoops(failing(2, null))).toEqual([]);
    expect(findToolFailureLoops(failing(4, 2))).toEqual([]);
  });
});
