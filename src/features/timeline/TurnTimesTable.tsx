import { formatDuration } from "../../model/format/duration";
import type { TurnTime } from "../../model/timeline/turn-times";
import { TimelineStepLink } from "./TimelineStepLink";

const untimed = (count: number) => (count > 0 ? `, ${count} untimed` : "");

/**
 * A fast-agent history's time per turn from its timing channels: the model's calls against
 * the tools', with the messages that carry no timing counted apart (untimed, not zero).
 */
export function TurnTimesTable({ turns }: { turns: readonly TurnTime[] }) {
  const longest = Math.max(1, ...turns.map((turn) => turn.llmMs + turn.toolMs));
  return (
    <table className="w-full text-xs" aria-label="Time per turn">
      <thead className="text-left text-slate-600">
        <tr>
          <th className="font-normal">Turn</th>
          <th className="font-normal">Model</th>
          <th className="font-normal">Tools</th>
          <th className="w-1/3 font-normal" aria-label="Model against tools" />
        </tr>
      </thead>
      <tbody>
        {turns.map((turn) => (
          <tr key={turn.index}>
            <td className="max-w-48 truncate pr-2">
              <TimelineStepLink path={turn.path} name={turn.name} />
            </td>
            <td className="whitespace-nowrap pr-2 tabular-nums">
              {formatDuration(turn.llmMs)} ({turn.llmCalls} call
              {turn.llmCalls === 1 ? "" : "s"}
              {untimed(turn.llmUntimed)})
            </td>
            <td className="whitespace-nowrap pr-2 tabular-nums">
              {formatDuration(turn.toolMs)} ({turn.toolCalls}
              {untimed(turn.toolUntimed)})
            </td>
            <td>
              <span className="flex h-2">
                <span
                  className="bg-accent"
                  style={{ width: `${(turn.llmMs / longest) * 100}%` }}
                />
                <span
                  className="bg-step-open"
                  style={{ width: `${(turn.toolMs / longest) * 100}%` }}
                />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
