/** fast-agent files as tests write them: a v4 `session.json` and a history of messages. */

/** A schema-4 `session.json` of a session of agent `dev` (18 Aug 2026, 14:23–14:31). */
export function sessionJsonV4(
  id: string,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    schema_version: 4,
    session_id: id,
    created_at: "2026-08-18T14:23:05.118204",
    last_activity: "2026-08-18T14:31:47.902311",
    metadata: {
      title: null,
      label: null,
      first_user_preview: null,
      pinned: false,
      extras: {},
    },
    continuation: {
      active_agent: "dev",
      agents: { dev: { history_file: "history_dev.json" } },
    },
    analysis: { usage_summary: null },
    execution: { resumable: true, child_link: null, status: "completed" },
    ...extra,
  });
}

export const historyJson = (messages: unknown[]): string =>
  JSON.stringify({ messages });

export const userMessage = (text: string) => ({
  role: "user",
  content: [{ type: "text", text }],
});
