import { describe, expect, it } from "vitest";
import { readSessionJson } from "./fast-agent-session";

const v4 = {
  schema_version: 4,
  session_id: "2608181423-Kob2h3",
  created_at: "2026-08-18T14:23:05.118204",
  last_activity: "2026-08-18T14:31:47.902311",
  metadata: {
    title: null,
    label: null,
    first_user_preview: "find where",
    pinned: false,
    extras: {},
  },
  continuation: {
    active_agent: "dev",
    agents: {
      helper: { history_file: null, model: "haiku" },
      dev: {
        history_file: "history_dev.json",
        resolved_prompt: "You are…",
        model: "claude-sonnet-4-6",
        provider: "anthropic",
      },
    },
  },
  analysis: {
    usage_summary: {
      prompt_tokens: 18234,
      completion_tokens: 912,
      total_tokens: 19146,
    },
  },
  execution: {
    resumable: true,
    child_link: null,
    status: "completed",
    started_at: null,
    completed_at: null,
  },
};

describe("readSessionJson", () => {
  it("reads v4: agents that saved, usage, status", () => {
    const session = readSessionJson(v4);
    expect(session).toMatchObject({
      schemaVersion: 4,
      sessionId: "2608181423-Kob2h3",
      status: "completed",
      activeAgent: "dev",
      usage: { inputTokens: 18234, outputTokens: 912, totalTokens: 19146 },
      createdAt: "2026-08-18T14:23:05.118204",
    });
    expect(session.agents.map((agent) => agent.name)).toEqual(["dev"]);
    expect(session.agents[0]!.resolvedPrompt).toBe("You are…");
  });

  it("reads v2 usage spelled input_tokens/output_tokens, without execution", () => {
    const { execution: _execution, ...v3 } = v4;
    const v2 = {
      ...v3,
      schema_version: 2,
      analysis: {
        usage_summary: { input_tokens: 10, output_tokens: 2, total_tokens: 12 },
      },
    };
    expect(readSessionJson(v2)).toMatchObject({
      schemaVersion: 2,
      status: null,
      usage: { inputTokens: 10, outputTokens: 2, totalTokens: 12 },
    });
  });

  it("reads a usage_summary without any count as no usage, so the history's own sum shows", () => {
    for (const usage_summary of [
      {},
      { prompt_tokens: null, completion_tokens: null, total_tokens: null },
    ])
      expect(
        readSessionJson({ ...v4, analysis: { usage_summary } }).usage,
      ).toBeNull();
  });

  it("reads v1: no schema_version, agents from history_files without _previous", () => {
    const session = readSessionJson({
      name: "2601181023-Kob2h3",
      created_at: "2026-01-18T10:23:24.116526",
      last_activity: "2026-01-18T10:39:42.873467",
      history_files: ["history_dev_previous.json", "history_dev.json"],
      metadata: {
        agent_name: "dev",
        model: "gpt-oss",
        first_user_preview: "is it possible to override",
      },
    });
    expect(session).toMatchObject({
      schemaVersion: 1,
      sessionId: "2601181023-Kob2h3",
      activeAgent: "dev",
      firstUserPreview: "is it possible to override",
      usage: null,
    });
    expect(session.agents).toEqual([
      { name: "dev", model: "gpt-oss", provider: null, resolvedPrompt: null },
    ]);
  });

  it("reads a child session's link to its parent", () => {
    const session = readSessionJson({
      ...v4,
      execution: {
        ...v4.execution,
        child_link: {
          parent_session_id: "2608181423-Kob2h3",
          parent_agent_name: "dev",
          parent_tool_call_id: "toolu_01AbC",
          tool_name: "subagent",
        },
      },
    });
    expect(session).toMatchObject({
      parentSessionId: "2608181423-Kob2h3",
      parentToolCallId: "toolu_01AbC",
    });
  });

  it("names what is wrong with a file that is not a session.json", () => {
    expect(() => readSessionJson({ metadata: "x" })).toThrow(
      /session\.json: metadata/,
    );
  });
});
