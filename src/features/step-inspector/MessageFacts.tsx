import type {
  LlmTiming,
  RetryDetail,
  ToolTiming,
  UsageDetail,
} from "../../model/conversation";
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCount } from "../../model/format/number";

type Row = [label: string, value: string | null];

/** Timing of a model call (`fast-agent-timing`) or a tool call (`fast-agent-tool-timing`). */
export function TimingFacts({
  timing,
  toolTiming,
}: {
  timing: LlmTiming | null;
  toolTiming: ToolTiming | null;
}) {
  const rows: Row[] = toolTiming
    ? [
        ["tool time (timing_ms)", ms(toolTiming.timingMs)],
        ["transport", toolTiming.transport ?? "— (in-process or not recorded)"],
      ]
    : timing
      ? [
          ["model time (duration_ms)", ms(timing.durationMs)],
          ["first token (ttft_ms)", ms(timing.ttftMs)],
          [
            "to the response (time_to_response_ms)",
            ms(timing.timeToResponseMs),
          ],
          [
            "start → end (process clock)",
            timing.startPerf !== null && timing.endPerf !== null
              ? `${timing.startPerf.toFixed(3)} → ${timing.endPerf.toFixed(3)} s`
              : null,
          ],
        ]
      : [];
  return (
    <Facts
      title="Timing"
      rows={rows}
      note={
        timing && !toolTiming
          ? "start/end are time.perf_counter() seconds: comparable only within one process run."
          : undefined
      }
    />
  );
}

/** Token usage, from either payload generation. */
export function UsageFacts({ usage }: { usage: UsageDetail | null }) {
  if (!usage) return null;
  const count = (value: number | null) =>
    value === null ? null : formatCount(value);
  return (
    <Facts
      title={`Usage (${usage.schema === "v2" ? "fast-agent.usage/v2" : usage.schema === "v1" ? "v1 turn/summary" : "unknown shape"})`}
      rows={[
        [
          "provider · model",
          [usage.provider, usage.model].filter(Boolean).join(" · ") || null,
        ],
        ["input tokens", count(usage.inputTokens)],
        ["output tokens", count(usage.outputTokens)],
        ["total tokens", count(usage.totalTokens)],
        [
          "cache read / write",
          usage.cacheReadTokens !== null || usage.cacheWriteTokens !== null
            ? `${count(usage.cacheReadTokens) ?? "—"} / ${count(usage.cacheWriteTokens) ?? "—"}`
            : null,
        ],
        ["reasoning tokens", count(usage.reasoningTokens)],
        ["tool calls", count(usage.toolCalls)],
        ["cost", usage.costUsd === null ? null : formatCost(usage.costUsd)],
        ["provider attempts", count(usage.providerAttempts)],
        [
          "context used",
          usage.contextPercent === null
            ? null
            : `${usage.contextPercent.toFixed(1)}%`,
        ],
      ]}
    />
  );
}

/** `fast-agent-retry`: each failed attempt before the one that answered. */
export function RetryTable({ retries }: { retries: RetryDetail | null }) {
  if (!retries || retries.retries.length === 0) return null;
  return (
    <section>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        Retries ({retries.retries.length}
        {retries.providerAttempts !== null
          ? `, ${retries.providerAttempts} provider attempts`
          : ""}
        )
      </h3>
      <table className="text-xs">
        <thead className="text-slate-500">
          <tr>
            {["attempt", "reason", "error", "wait", "boundary"].map((h) => (
              <th key={h} className="pr-4 text-left font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {retries.retries.map((retry, index) => (
            <tr key={index} className="align-top">
              <td className="pr-4 tabular-nums">
                {retry.attempt ?? "?"}/{retry.maxAttempts ?? "?"}
              </td>
              <td className="pr-4">{retry.reason ?? "—"}</td>
              <td className="pr-4 text-step-error">
                {[retry.errorType, retry.errorMessage]
                  .filter(Boolean)
                  .join(": ") || "—"}
              </td>
              <td className="pr-4 tabular-nums">
                {retry.waitSeconds === null ? "—" : `${retry.waitSeconds}s`}
              </td>
              <td>{retry.boundary ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Facts({
  title,
  rows,
  note,
}: {
  title: string;
  rows: Row[];
  note?: string | undefined;
}) {
  const shown = rows.filter(([, value]) => value !== null);
  if (shown.length === 0) return null;
  return (
    <section>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {title}
      </h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-0.5">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
    </section>
  );
}

function ms(value: number | null): string | null {
  return value === null
    ? null
    : `${formatDuration(value)} (${formatCount(Math.round(value * 10) / 10)} ms)`;
}
