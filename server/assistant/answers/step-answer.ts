/**
 * `get_step`: one step as the step inspector shows it — what it is, its error, its timing,
 * what the model saw of its result (`resultDelivery`), its parameters and result decoded
 * (JSON-in-strings opened, `\u` escapes shown as characters), and the reasoning of the LLM
 * step that issued it; for an LLM step its model, tokens, reasoning and messages. Each
 * payload is capped (`text-cap.ts`) and a cut says how to read on.
 */
import { describeStep } from "./step-line";
import { deliveryVerdict } from "../../../src/model/decode/result-delivery";
import { formatDuration } from "../../../src/model/format/duration";
import { formatCount } from "../../../src/model/format/number";
import { resultText, valueText } from "../../../src/model/format/payload-text";
import { formatTimestamp } from "../../../src/model/format/time";
import type { RunTrace, Step } from "../../../src/model/run";
import { issuingLlmStep } from "../../../src/model/tree/navigation";
import { capPart, fenced } from "./text-cap";

export const STEP_PARTS = [
  "all",
  "parameters",
  "result",
  "reasoning",
  "messages",
] as const;
export type StepPart = (typeof STEP_PARTS)[number];

export function stepAnswer(input: {
  trace: RunTrace;
  step: Step;
  /** The step's link on the web page. */
  link: (path: string) => string;
  part: StepPart;
  offset: number;
  /** How the caller names the run again, for "read on" hints. */
  runRef: string;
}): string {
  const { trace, step, link, part, offset, runRef } = input;
  const more = (name: StepPart) =>
    `call get_step with run "${runRef}", step "${step.path}", part "${name}" and offset {offset} for more`;
  const show = (name: StepPart) => part === "all" || part === name;
  const at = (name: StepPart) => (part === name ? offset : 0);
  const lines = [
    `### Step ${step.path}: ${describeStep(step)}`,
    "",
    link(step.path),
    "",
    `- Kind: ${step.kind}; type: ${step.type}; status: ${step.status ?? "unknown"}${step.isError ? " (error)" : ""}`,
    `- Started: ${step.startTime === null ? "unknown" : formatTimestamp(step.startTime, "utc")}; duration: ${step.durationMs === null ? (step.endTime === null && step.startTime !== null ? "still open" : "unknown") : formatDuration(step.durationMs)}`,
    `- Children: ${formatCount(step.children.length)}`,
  ];
  if (step.llm) {
    const { tokens } = step.llm;
    lines.push(
      `- Model: ${step.llm.model ?? "unknown"}; tokens in ${tokens.input ?? "unknown"}, out ${tokens.output ?? "unknown"}${tokens.thinking !== null ? `, thinking ${tokens.thinking}` : ""}`,
    );
  }
  if (step.error) lines.push(`- Error: ${step.error}`);
  if (step.problems.length)
    lines.push(`- Read with problems: ${step.problems.join("; ")}`);
  if (step.tool) {
    const tool = step.tool.tool;
    lines.push(
      `- Tool: ${tool ? `${tool.integrationId ?? "?"}.${tool.toolId ?? "?"}` : "unknown"}${step.tool.toolType ? ` (${step.tool.toolType})` : ""}`,
      `- Delivery: ${deliveryVerdict(step.tool.resultDelivery).text}`,
    );
    if (show("parameters")) {
      const text = valueText(step.tool.parameters, "decoded");
      lines.push(
        "",
        `#### Parameters${decodedNote(text.decodedStrings)}`,
        fenced(
          capPart(text.text, {
            offset: at("parameters"),
            more: more("parameters"),
          }),
          "json",
        ),
      );
    }
  }
  if (show("result") && (step.tool || step.result)) {
    lines.push("", `#### Result`);
    if (!step.result) lines.push("No result recorded.");
    else {
      const text = resultText(step.result, "decoded");
      lines.push(
        `${decodedNote(text.decodedStrings).trim()}`,
        fenced(
          capPart(text.text, { offset: at("result"), more: more("result") }),
          text.language === "json" ? "json" : "",
        ),
      );
    }
  }
  const llm = step.llm ? step : issuingLlmStep(trace, step.index);
  if (show("reasoning")) {
    lines.push(
      "",
      step.llm
        ? "#### Reasoning"
        : `#### Reasoning (of the LLM step that issued it${llm ? `: ${llm.path}, ${link(llm.path)}` : ""})`,
    );
    const blocks = llm?.llm?.reasoningBlocks ?? [];
    if (!llm)
      lines.push(
        "No LLM step above or before this step: no reasoning to show.",
      );
    else if (blocks.length === 0)
      lines.push(`LLM step ${llm.path} recorded no reasoning blocks.`);
    else
      lines.push(
        fenced(
          capPart(blocks.join("\n\n"), {
            offset: at("reasoning"),
            more: more("reasoning"),
          }),
        ),
      );
  }
  if (step.llm) {
    if (show("messages")) {
      const text = step.llm.messages
        .map(
          (message) =>
            `[${message.role}${message.author ? ` ${message.author}` : ""}] ${message.text ?? "(no text)"}`,
        )
        .join("\n\n");
      lines.push(
        "",
        `#### Messages (${step.llm.messages.length})`,
        text
          ? fenced(
              capPart(text, { offset: at("messages"), more: more("messages") }),
            )
          : "None recorded.",
      );
    }
  }
  return lines.join("\n");
}

function decodedNote(count: number): string {
  return count > 0
    ? ` (decoded: ${count} JSON string${count === 1 ? "" : "s"} opened)`
    : "";
}
