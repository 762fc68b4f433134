/** The inspector's panes, by step kind. The tab in the URL falls back to the kind's default. */
import type { Step } from "../../model/run";
import type { InspectorTab } from "../../url/search-schemas";

export const TAB_LABELS: Record<InspectorTab, string> = {
  io: "Parameters · Result · Reasoning",
  message: "Content & channels",
  reasoning: "Reasoning",
  prompt: "System instructions",
  messages: "Messages",
  tools: "Tools & usage",
  overview: "Overview",
  raw: "Raw JSON",
};

/**
 * Steps that carry a conversation message (fast-agent) get its content and channels; their
 * LLM steps have no deployed prompt, conversation copy or offered-tools list to show.
 */
export function tabsForStep(step: Step): InspectorTab[] {
  const hasMessage = step.message !== null;
  if (step.kind === "TOOL")
    return hasMessage
      ? ["io", "message", "overview", "raw"]
      : ["io", "overview", "raw"];
  if (step.kind === "LLM_STEP")
    return hasMessage
      ? ["message", "reasoning", "overview", "raw"]
      : ["reasoning", "prompt", "messages", "tools", "overview", "raw"];
  return hasMessage ? ["message", "overview", "raw"] : ["overview", "raw"];
}

export function resolveTab(
  step: Step,
  requested: string | undefined,
): InspectorTab {
  const tabs = tabsForStep(step);
  return tabs.find((tab) => tab === requested) ?? tabs[0]!;
}
