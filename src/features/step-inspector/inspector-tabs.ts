/** The inspector's panes, by step kind. The tab in the URL falls back to the kind's default. */
import type { Step } from "../../model/run";

export const INSPECTOR_TABS = [
  "io",
  "reasoning",
  "prompt",
  "messages",
  "tools",
  "overview",
  "raw",
] as const;
export type InspectorTab = (typeof INSPECTOR_TABS)[number];

export const TAB_LABELS: Record<InspectorTab, string> = {
  io: "Parameters · Result · Reasoning",
  reasoning: "Reasoning",
  prompt: "System instructions",
  messages: "Messages",
  tools: "Tools & usage",
  overview: "Overview",
  raw: "Raw JSON",
};

export function tabsForStep(step: Step): InspectorTab[] {
  if (step.kind === "TOOL") return ["io", "overview", "raw"];
  if (step.kind === "LLM_STEP")
    return ["reasoning", "prompt", "messages", "tools", "overview", "raw"];
  return ["overview", "raw"];
}

export function resolveTab(
  step: Step,
  requested: string | undefined,
): InspectorTab {
  const tabs = tabsForStep(step);
  return tabs.find((tab) => tab === requested) ?? tabs[0]!;
}
