import { describe, expect, it } from "vitest";
import { readHistoryMessages } from "../normalize/fast-agent-message";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import { messageOverview } from "./message-overview";

describe("messageOverview", () => {
  it("marks which calls the next message answers and which results have a call", () => {
    const { messages } = readHistoryMessages(
      history(
        userText("go"),
        assistantCalls([
          ["a", "read"],
          ["b", "list"],
        ]),
        toolResults({ a: ["ok"], z: ["stray", true] }),
        assistantText("done"),
      ),
    );
    const rows = messageOverview(messages);
    expect(rows[1]!.calls).toEqual([
      { id: "a", name: "read", isAnswered: true },
      { id: "b", name: "list", isAnswered: false },
    ]);
    expect(rows[2]!.results).toEqual([
      { id: "a", isError: false, hasCall: true },
      { id: "z", isError: true, hasCall: false },
    ]);
    expect(rows.map((row) => [row.role, row.stopReason])).toEqual([
      ["user", null],
      ["assistant", "toolUse"],
      ["user", null],
      ["assistant", "endTurn"],
    ]);
    expect(rows[0]!.preview).toBe("go");
  });
});
