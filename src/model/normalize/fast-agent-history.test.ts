import { describe, expect, it } from "vitest";
import {
  REAL_ATIF_EXPORT,
  REAL_HISTORIES,
  type RealHistoryName,
} from "../testing/fast-agent-fixtures";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import {
  normalizeFastAgentHistory,
  UNANSWERED_ERROR,
} from "./fast-agent-history";

const real = (name: RealHistoryName) =>
  normalizeFastAgentHistory(JSON.parse(REAL_HISTORIES[name]));

describe("normalizeFastAgentHistory on every real fixture", () => {
  // name → [file messages, messages after legacy merge, tool calls, error step paths]
  const expected: Record<RealHistoryName, [number, number, number, string[]]> =
    {
      "examples__workflows-md__hf-api-agent__conv1.json": [14, 14, 3, []],
      "repo-root__25_11_29_00_46-conversation.json": [6, 6, 0, []],
      "repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json": [6, 6, 2, []],
      "repo-root__ripgrep_search[1]-2026-01-20-20-28-49.json": [
        28,
        28,
        13,
        ["1.12.1"],
      ],
      "repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json": [
        8,
        8,
        3,
        ["1.3.1", "1.4"],
      ],
      "repo-root__ripgrep_search[1]-2026-01-22-11-07-46.json": [
        12,
        12,
        5,
        ["1.1.1", "1.2.1", "1.3.1", "1.4.1", "1.5.1"],
      ],
      "tests__integration__prompt-server__multipart.json": [5, 4, 0, []],
    };
  for (const [name, [fileCount, count, calls, errors]] of Object.entries(
    expected,
  )) {
    it(`reads ${name}: ${fileCount} messages, ${calls} paired tool calls`, () => {
      const result = real(name as RealHistoryName);
      expect(result.fileMessageCount).toBe(fileCount);
      expect(result.messages).toHaveLength(count);
      const tools = result.trace.steps.filter((step) => step.kind === "TOOL");
      expect(tools).toHaveLength(calls);
      // Every call found its result by correlation id: none is left unanswered.
      expect(
        tools.every(
          (step) => step.result !== null && step.status !== "UNANSWERED",
        ),
      ).toBe(true);
      expect(
        result.trace.errorIndexes.map((i) => result.trace.steps[i]!.path),
      ).toEqual(errors);
      expect(result.problems).toEqual([]);
    });
  }

  it("pairs each tool call with the result of the same id, with its timing", () => {
    const { trace } = real(
      "repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json",
    );
    const call = trace.steps[trace.byPath.get("1.1.1")!]!;
    expect(call.id).toBe("6197ecaf9");
    expect(call.name).toBe("execute");
    expect(call.durationMs).toBe(21.2);
    expect(call.result?.strValue).toContain("hf_auth.py:9");
    expect(
      (call.tool?.parameters as { command: string }).command.startsWith(
        "rg -c",
      ),
    ).toBe(true);
    const llm = trace.steps[trace.byPath.get("1.1")!]!;
    expect(llm.durationMs).toBe(560.45);
    expect(llm.llm?.reasoningBlocks[0]).toContain("We need to search");
    expect(llm.llm?.model).toBe("openai/gpt-oss-120b");
    expect(llm.llm?.tokens).toMatchObject({ input: 2115, output: 155 });
    expect(llm.message?.usage?.schema).toBe("v1");
  });

  it("turns a provider failure into an error step with the fast-agent-error text", () => {
    const { trace } = real(
      "repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json",
    );
    const failed = trace.steps[trace.byPath.get("1.4")!]!;
    expect(failed.status).toBe("ERROR");
    expect(failed.error).toMatch(/^hf request failed .*queue_exceeded/);
    expect(trace.status).toBe("FAILED");
  });

  it("reads the legacy shape: content objects, merged same-role runs, an image block", () => {
    const result = real("tests__integration__prompt-server__multipart.json");
    expect(result.format).toBe("legacy");
    const merged = result.messages[2]!;
    expect(merged.mergedCount).toBe(2);
    expect(merged.content.map((block) => block.type)).toEqual([
      "text",
      "image",
    ]);
    expect(merged.content[1]).toMatchObject({ mimeType: "image/png" });
  });

  it("keeps an empty channel of old files (`mcp-ui: []`)", () => {
    const result = real("examples__workflows-md__hf-api-agent__conv1.json");
    expect(
      result.messages[2]!.channels.map((channel) => channel.name),
    ).toContain("mcp-ui");
  });

  it("reads compact and indented saves alike", () => {
    const text =
      REAL_HISTORIES["repo-root__ripgrep_search[1]-2026-01-20-20-28-49.json"];
    const compact = normalizeFastAgentHistory(
      JSON.parse(JSON.stringify(JSON.parse(text))),
    );
    const indented = normalizeFastAgentHistory(JSON.parse(text));
    expect(
      compact.trace.steps.map((step) => [step.path, step.name, step.status]),
    ).toEqual(
      indented.trace.steps.map((step) => [step.path, step.name, step.status]),
    );
  });

  it("refuses an ATIF export with a message that says what it is", () => {
    expect(() =>
      normalizeFastAgentHistory(JSON.parse(REAL_ATIF_EXPORT)),
    ).toThrow(/ATIF-v1\.7.*not a fast-agent history/);
  });
});

describe("normalizeFastAgentHistory on hand-made histories", () => {
  it("pairs parallel calls by id, not by position", () => {
    const { trace } = normalizeFastAgentHistory(
      history(
        userText("two things"),
        assistantCalls([
          ["a", "search", { q: 1 }],
          ["b", "fetch", { url: "x" }],
        ]),
        toolResults({ b: ["fetched", false, 40], a: ["found", false, 10] }),
        assistantText("done"),
      ),
    );
    const a = trace.steps[trace.byPath.get("1.1.1")!]!;
    const b = trace.steps[trace.byPath.get("1.1.2")!]!;
    expect([a.name, a.result?.strValue, a.durationMs]).toEqual([
      "search",
      "found",
      10,
    ]);
    expect([b.name, b.result?.strValue, b.durationMs]).toEqual([
      "fetch",
      "fetched",
      40,
    ]);
    expect(trace.steps[trace.byPath.get("1.1")!]!.tags).toContain(
      "parallel ×2",
    );
  });

  it("marks agent__ calls as sub-agent calls and template messages as templates", () => {
    const { trace } = normalizeFastAgentHistory(
      history(
        userText("context", { is_template: true }),
        userText("go"),
        assistantCalls([["s1", "agent__ripgrep_search", { message: "find" }]]),
        toolResults({ s1: ["3 matches"] }),
        assistantText("ok"),
      ),
    );
    expect(trace.steps[trace.byPath.get("1")!]!.tags).toEqual(["template"]);
    const call = trace.steps[trace.byPath.get("2.1.1")!]!;
    expect(call.tags).toEqual(["sub-agent"]);
    expect(call.tool?.tool).toMatchObject({
      integrationId: "agent",
      toolId: "ripgrep_search",
    });
  });

  it("makes a call that no message answers an UNANSWERED error step", () => {
    const { trace } = normalizeFastAgentHistory(
      history(userText("go"), assistantCalls([["x", "execute"]])),
    );
    const call = trace.steps[trace.byPath.get("1.1.1")!]!;
    expect(call.status).toBe("UNANSWERED");
    expect(call.error).toBe(UNANSWERED_ERROR);
    expect(trace.errorIndexes).toEqual([call.index]);
    expect(trace.status).toBe("INTERRUPTED");
  });

  it("accepts the snake_case spellings of plain model_dump files", () => {
    const { trace } = normalizeFastAgentHistory(
      history(userText("look"), assistantCalls([["c", "render"]]), {
        role: "user",
        content: [],
        tool_results: {
          c: {
            content: [
              { type: "image", data: "iVBORw0KGgo=", mime_type: "image/png" },
            ],
            is_error: true,
            meta: { note: 1 },
            structured_content: { ok: false },
          },
        },
      }),
    );
    const call = trace.steps[trace.byPath.get("1.1.1")!]!;
    expect(call.isError).toBe(true);
    expect(call.message?.content[0]).toEqual({
      type: "image",
      mimeType: "image/png",
      data: "iVBORw0KGgo=",
    });
    expect(call.message?.extras).toMatchObject({
      _meta: { note: 1 },
      structuredContent: { ok: false },
    });
  });

  it("reads v2 usage, retries and the error channel of a model call", () => {
    const usage = {
      schema: "fast-agent.usage/v2",
      provider_attempts: [
        {
          provider: "anthropic",
          model: "claude-sonnet-4-6",
          prompt: { total: 2000, cache_read: 500 },
          completion: { total: 80, reasoning: 10 },
          total: 2080,
          cost_usd: 0.01,
        },
        {
          provider: "anthropic",
          model: "claude-sonnet-4-6",
          prompt: { total: 2400, cache_read: 0 },
          completion: { total: 85 },
          total: 2485,
          cost_usd: 0.02,
        },
      ],
    };
    const retry = {
      schema: "fast-agent.retry/v1",
      provider_attempts: 2,
      retries: [
        {
          attempt: 1,
          max_attempts: 3,
          wait_seconds: 2,
          error_type: "RateLimitError",
          error_message: "429",
          reason: "provider_error",
          boundary: { kind: "user_message" },
        },
      ],
    };
    const { trace } = normalizeFastAgentHistory(
      history(
        userText("hi"),
        assistantText("hello", {
          channels: {
            "fast-agent-usage": [{ type: "text", text: JSON.stringify(usage) }],
            "fast-agent-retry": [{ type: "text", text: JSON.stringify(retry) }],
            "fast-agent-timing": [
              {
                type: "text",
                text: '{"start_time": 1.0, "end_time": 2.5, "duration_ms": 1500.0, "ttft_ms": 640.2}',
              },
            ],
            "anthropic-thinking-raw": [{ type: "text", text: "{}" }],
          },
        }),
      ),
    );
    const llm = trace.steps[trace.byPath.get("1.1")!]!;
    expect(llm.llm?.tokens).toEqual({
      input: 4400,
      output: 165,
      cached: 500,
      thinking: 10,
    });
    expect(llm.llm?.costs.total).toBeCloseTo(0.03);
    expect(llm.message?.usage).toMatchObject({
      schema: "v2",
      providerAttempts: 2,
    });
    expect(llm.message?.retries?.retries[0]).toMatchObject({
      errorType: "RateLimitError",
      boundary: "user_message",
    });
    expect(llm.message?.timing).toMatchObject({
      durationMs: 1500,
      ttftMs: 640.2,
    });
    expect(
      llm.message?.channels.find((c) => c.name === "anthropic-thinking-raw")
        ?.kind,
    ).toBe("provider-raw");
    expect(llm.tags).toContain("retried ×1");
  });

  it("keeps a malformed message with a problem and reads the rest", () => {
    const result = normalizeFastAgentHistory(
      history(userText("a"), { content: [] }, assistantText("b")),
    );
    expect(result.messages).toHaveLength(3);
    expect(result.problems[0]).toMatch(/message 1 does not match/);
    expect(result.trace.steps.map((step) => step.type)).toContain("ASSISTANT");
  });

  it("turns the interrupt-then-new-prompt pattern into two turns, not an error", () => {
    const { trace } = normalizeFastAgentHistory(
      history(
        userText("start"),
        assistantCalls([["t1", "read"]]),
        toolResults({ t1: ["**The user interrupted this tool call**", true] }),
        userText("never mind"),
        assistantText("ok"),
      ),
    );
    expect(trace.roots.map((root) => trace.steps[root]!.name)).toEqual([
      "start",
      "never mind",
    ]);
    expect(trace.steps[trace.byPath.get("1.1.1")!]!.error).toBe(
      "**The user interrupted this tool call**",
    );
  });
});
