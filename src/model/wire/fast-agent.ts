/**
 * Wire schemas for fast-agent's files, as described in docs/reference/fast-agent-formats.md:
 * histories (`{messages: […]}`, extended and legacy shapes), `session.json` (v1 without
 * `schema_version`, v2–v4), trajectory files, and event-log lines.
 *
 * Everything is optional and unknown keys are kept (`looseObject`): fast-agent has changed
 * these shapes many times, and files of every era are on people's disks. Both spellings of
 * MCP fields are accepted where they differ (`isError`/`is_error`, `_meta`/`meta`,
 * `mimeType`/`mime_type`, `structuredContent`/`structured_content`); the normaliser picks
 * whichever is present. Messages are validated one at a time, so one malformed message is
 * reported without losing the history.
 */
import { z } from "zod";

const wireString = z.string().nullish();
const wireNumber = z.number().nullish();
const wireRecord = z.record(z.string(), z.unknown());

/** The container: the only top-level key fast-agent writes (trajectories add metadata beside it). */
export const fastAgentHistorySchema = z.looseObject({
  messages: z.array(z.unknown()),
});

/** `PromptMessageExtended` (extended) or a `GetPromptResult` message (legacy: `content` is one object). */
export const fastAgentMessageSchema = z.looseObject({
  role: z.string(),
  content: z.union([z.array(z.unknown()), wireRecord, z.string()]).nullish(),
  tool_calls: wireRecord.nullish(),
  tool_results: wireRecord.nullish(),
  channels: z.record(z.string(), z.unknown()).nullish(),
  stop_reason: wireString,
  phase: wireString,
  is_template: z.boolean().nullish(),
  timestamp: wireString,
});

/** MCP `CallToolRequest`: `{method: "tools/call", params: {name, arguments}}`. */
export const fastAgentToolCallSchema = z.looseObject({
  method: wireString,
  params: z.looseObject({
    name: z.string(),
    arguments: z.unknown().optional(),
  }),
});

/** MCP `CallToolResult`, either spelling. */
export const fastAgentToolResultSchema = z.looseObject({
  content: z.array(z.unknown()).nullish(),
  isError: z.boolean().nullish(),
  is_error: z.boolean().nullish(),
  structuredContent: z.unknown().optional(),
  structured_content: z.unknown().optional(),
  _meta: z.unknown().optional(),
  meta: z.unknown().optional(),
});

const usageSummarySchema = z.looseObject({
  prompt_tokens: wireNumber,
  completion_tokens: wireNumber,
  input_tokens: wireNumber,
  output_tokens: wireNumber,
  total_tokens: wireNumber,
});

/** `session.json`, every version: missing `schema_version` is v1 (`name`, `history_files`). */
export const fastAgentSessionSchema = z.looseObject({
  schema_version: wireNumber,
  session_id: wireString,
  name: wireString,
  created_at: wireString,
  last_activity: wireString,
  history_files: z.array(z.string()).nullish(),
  metadata: z
    .looseObject({
      title: wireString,
      label: wireString,
      first_user_preview: wireString,
      pinned: z.boolean().nullish(),
      extras: wireRecord.nullish(),
      agent_name: wireString,
      model: wireString,
      last_history_by_agent: z.record(z.string(), z.string()).nullish(),
    })
    .nullish(),
  continuation: z
    .looseObject({
      active_agent: wireString,
      cwd: wireString,
      agents: z
        .record(
          z.string(),
          z
            .looseObject({
              history_file: wireString,
              resolved_prompt: wireString,
              model: wireString,
              model_spec: wireString,
              provider: wireString,
            })
            .nullish(),
        )
        .nullish(),
    })
    .nullish(),
  analysis: z
    .looseObject({
      usage_summary: usageSummarySchema.nullish(),
      timing_summary: z.looseObject({ duration_seconds: wireNumber }).nullish(),
    })
    .nullish(),
  execution: z
    .looseObject({
      resumable: z.boolean().nullish(),
      child_link: z
        .looseObject({
          parent_session_id: wireString,
          parent_agent_name: wireString,
          parent_tool_call_id: wireString,
          tool_name: wireString,
        })
        .nullish(),
      status: wireString,
      started_at: wireString,
      completed_at: wireString,
    })
    .nullish(),
});

/** One line of `fast-agent-log.jsonl` / `fastagent.jsonl`. */
export const fastAgentLogLineSchema = z.looseObject({
  level: z.string(),
  timestamp: z.string(),
  namespace: wireString,
  message: z.unknown().optional(),
  data: z.unknown().optional(),
});
