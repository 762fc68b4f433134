import { describe, expect, it } from "vitest";
import { normalizeFastAgentHistory } from "../normalize/fast-agent-history";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import { turnTimes } from "./turn-times";

describe("turnTimes", () => {
  it("adds the model's and the tools' time per turn, counting untimed messages apart", () => {
    const untimed = assistantText("done");
    delete (untimed as { channels?: unknown }).channels;
    const { trace } = normalizeFastAgentHistory(
      history(
        userText("find it"),
        assistantCalls(
          [
            ["c1", "read"],
            ["c2", "grep"],
          ],
          { durationMs: 1500 },
        ),
        toolResults({ c1: ["ok", false, 20], c2: ["ok", false, 30] }),
        assistantText("found", { durationMs: 800 }),
        userText("again"),
        untimed,
      ),
    );
    expect(turnTimes(trace)).toEqual([
      expect.objectContaining({
        path: "1",
        llmMs: 2300,
        llmCalls: 2,
        llmUntimed: 0,
        toolMs: 50,
        toolCalls: 2,
        toolUntimed: 0,
      }),
      expect.objectContaining({
        path: "2",
        llmMs: 0,
        llmCalls: 1,
        llmUntimed: 1,
      }),
    ]);
  });
});
