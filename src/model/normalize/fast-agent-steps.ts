/** Names, tool identities and LLM details of the steps a fast-agent history becomes. */
import type { ContentBlock } from "../conversation";
import type { LlmDetail, Step, ToolIdentity } from "../run";
import type { HistoryMessage } from "../session";

const PREVIEW_CHARS = 90;
/** Step names stay short: the tree row also shows status, duration and the error after them. */
const NAME_CHARS = 60;

/** Agents used as tools (`agent__<name>`) and the built-in `subagent` tool (0.10+). */
export function isSubAgentTool(name: string): boolean {
  return name.startsWith("agent__") || name === "subagent";
}

/** `filesystem__read_text_file` → integration `filesystem`, tool `read_text_file`; label = the full name. */
export function toolIdentityOf(name: string): ToolIdentity {
  const separator = name.indexOf("__");
  return separator > 0
    ? {
        integrationId: name.slice(0, separator),
        toolId: name.slice(separator + 2),
        label: name,
      }
    : { integrationId: null, toolId: name, label: name };
}

/** One line of text: the first non-empty line, cut to a preview. */
export function previewText(
  text: string | null,
  max = PREVIEW_CHARS,
): string | null {
  if (text === null) return null;
  const collapsed = text.replace(/\s+/g, " ").trim();
  if (collapsed === "") return null;
  return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed;
}

/** What a user turn's row says: its text, or what kinds of blocks it carries. */
export function turnName(message: HistoryMessage): string {
  const text = previewText(firstText(message.content), NAME_CHARS);
  if (text) return text;
  if (message.content.length === 0) return "(empty message)";
  return message.content.map((block) => `[${block.type}]`).join(" ");
}

export function firstText(blocks: readonly ContentBlock[]): string | null {
  for (const block of blocks)
    if (block.type === "text" && block.text.trim()) return block.text;
  return null;
}

/** Name and LLM detail of a model call. */
export function llmStepFields(
  message: HistoryMessage,
  text: string | null,
): Pick<Step, "name" | "llm"> {
  const names = [...new Set(message.toolCalls.map((call) => call.name))];
  const usage = message.usage;
  const llm: LlmDetail = {
    providerId: usage?.provider ?? null,
    model: usage?.model ?? null,
    tokens: {
      input: usage?.inputTokens ?? null,
      output: usage?.outputTokens ?? null,
      cached: usage?.cacheReadTokens ?? null,
      thinking: usage?.reasoningTokens ?? null,
    },
    costs: {
      input: null,
      output: null,
      cached: null,
      thinking: null,
      total: usage?.costUsd ?? null,
    },
    systemInstructions: [],
    reasoningBlocks: message.reasoning,
    messages:
      text === null
        ? []
        : [{ role: "assistant", author: null, text, raw: message.raw }],
    tools: [],
    serverToolInvocations: [],
  };
  return {
    name:
      names.length > 0
        ? `→ ${names.join(", ")}`
        : (previewText(text, NAME_CHARS) ??
          (message.content.length > 0 ? "(no text)" : "(empty reply)")),
    llm,
  };
}
