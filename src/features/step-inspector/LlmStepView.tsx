import type { ConversationMessage, RunTrace, Step } from "../../model/run";
import { formatCost } from "../../model/format/cost";
import { formatCount } from "../../model/format/number";
import { cn } from "../../ui/cn";
import type { InspectorTab } from "../../url/search-schemas";
import { ReasoningBlocks } from "./ReasoningBlocks";
import { markBidiControls } from "../../model/format/bidi-controls";
import { DataText } from "../../ui/DataText";

/** An LLM step: its reasoning (numbered per model turn), the deployed prompt, the conversation, the tools and usage. */
export function LlmStepView({
  trace,
  step,
  tab,
}: {
  trace: RunTrace;
  step: Step;
  tab: InspectorTab;
}) {
  const llm = step.llm;
  if (!llm)
    return (
      <p className="p-3 text-sm text-slate-600">
        This step carries no LLM trace.
      </p>
    );
  return (
    <div tabIndex={0} className="h-full overflow-auto p-3 text-[13px]">
      {tab === "reasoning" &&
        (llm.reasoningBlocks.length === 0 ? (
          <Empty>No reasoning blocks were recorded for this step.</Empty>
        ) : (
          <ReasoningBlocks blocks={llm.reasoningBlocks} />
        ))}
      {tab === "prompt" && (
        <>
          <p className="mb-2 text-xs text-slate-500">
            The instructions this run actually executed (
            {llm.systemInstructions.length} message record
            {llm.systemInstructions.length === 1 ? "" : "s"}) — not necessarily
            the prompt file you have open.
          </p>
          <Conversation
            messages={llm.systemInstructions}
            empty="No system instructions were recorded."
          />
        </>
      )}
      {tab === "messages" && (
        <Conversation
          messages={llm.messages}
          empty="No messages were recorded (the agent may redact them)."
        />
      )}
      {tab === "tools" && <ToolsAndUsage trace={trace} step={step} />}
    </div>
  );
}

function Conversation({
  messages,
  empty,
}: {
  messages: ConversationMessage[];
  empty: string;
}) {
  if (messages.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ol className="space-y-2">
      {messages.map((message, index) => (
        <li
          key={index}
          className={cn(
            "rounded border p-2",
            message.role === "assistant"
              ? "border-accent/30 bg-accent-soft/60"
              : message.role === "system"
                ? "border-slate-200 bg-slate-50"
                : "border-slate-200",
          )}
        >
          <div className="mb-1 flex gap-2 text-[11px] font-semibold uppercase text-slate-500">
            {message.role}
            {message.author && (
              <span title="Who wrote it: HUMAN_OPERATOR is a person, AGENT the agent">
                author: {message.author}
              </span>
            )}
          </div>
          <DataText
            block
            text={message.text ?? JSON.stringify(message.raw, null, 2)}
            className="whitespace-pre-wrap break-words"
          />
        </li>
      ))}
    </ol>
  );
}

function ToolsAndUsage({ trace, step }: { trace: RunTrace; step: Step }) {
  const llm = step.llm!;
  // Calls this step made: its direct TOOL children, counted per tool.
  const calls = new Map<string, number>();
  for (const child of step.children) {
    const label = trace.steps[child]!.tool?.tool?.label;
    if (label) calls.set(label, (calls.get(label) ?? 0) + 1);
  }
  const rows: [string, number | null, number | null][] = [
    ["Input", llm.tokens.input, llm.costs.input],
    ["Output", llm.tokens.output, llm.costs.output],
    ["Cached", llm.tokens.cached, llm.costs.cached],
    ["Thinking", llm.tokens.thinking, llm.costs.thinking],
  ];
  return (
    <div className="space-y-4">
      <section>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          Usage
        </h3>
        <table className="mt-1 text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="pr-6 text-left font-medium"></th>
              <th className="pr-6 text-right font-medium">Tokens</th>
              <th className="text-right font-medium">Cost</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map(([label, tokens, cost]) => (
              <tr key={label}>
                <td className="pr-6">{label}</td>
                <td className="pr-6 text-right">
                  {tokens === null ? "—" : formatCount(tokens)}
                </td>
                <td className="text-right">{formatCost(cost)}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className="pr-6">Total</td>
              <td className="pr-6 text-right">—</td>
              <td className="text-right">{formatCost(llm.costs.total)}</td>
            </tr>
          </tbody>
        </table>
        {llm.providerId && (
          <p className="mt-1 text-xs text-slate-500">
            Provider {llm.providerId}
          </p>
        )}
      </section>
      <section>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          Tools offered ({llm.tools.length})
        </h3>
        {llm.tools.length === 0 ? (
          <Empty>No tools were offered to this step.</Empty>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {llm.tools.map((tool) => (
              <li
                key={tool.label}
                className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs"
              >
                {markBidiControls(tool.label)}{" "}
                <span
                  className={
                    calls.has(tool.label) ? "text-step-ok" : "text-slate-500"
                  }
                >
                  {calls.has(tool.label)
                    ? `called ${calls.get(tool.label)}×`
                    : "not called"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}
