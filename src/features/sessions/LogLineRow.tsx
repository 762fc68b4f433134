import { memo } from "react";
import { formatNaiveTime } from "../../model/format/naive-time";
import type { LogLine } from "../../model/normalize/fast-agent-log";
import { prettyJson } from "../../model/format/stable-json";
import { Badge } from "../../ui/Badge";
import { DataText } from "../../ui/DataText";

const LEVEL_TONE = {
  ERROR: "error",
  CRITICAL: "error",
  WARNING: "warn",
  INFO: "muted",
  DEBUG: "muted",
} as const;

/** One log event: level, naive local time, namespace, message (multi-line kept), data collapsed. */
export const LogLineRow = memo(function LogLineRow({
  line,
}: {
  line: LogLine;
}) {
  return (
    <tr data-testid={`log-line-${line.index}`}>
      <td className="px-2 py-1">
        <Badge
          tone={LEVEL_TONE[line.level as keyof typeof LEVEL_TONE] ?? "muted"}
        >
          {line.level}
        </Badge>
      </td>
      <td className="whitespace-nowrap px-2 py-1 tabular-nums">
        {formatNaiveTime(line.timestamp)}
      </td>
      <td className="max-w-56 break-all px-2 py-1 font-mono text-slate-600">
        {line.namespace ?? ""}
      </td>
      <td className="px-2 py-1">
        <DataText
          block
          text={line.message}
          className="whitespace-pre-wrap break-words"
        />
        {line.error && <p className="text-step-error">{line.error}</p>}
      </td>
      <td className="px-2 py-1">
        {line.data && (
          <details>
            <summary className="cursor-pointer text-slate-500">
              {Object.keys(line.data).join(", ")}
            </summary>
            <pre
              tabIndex={0}
              className="max-w-md overflow-auto whitespace-pre-wrap break-words font-mono"
            >
              {prettyJson(line.data)}
            </pre>
          </details>
        )}
      </td>
    </tr>
  );
});
