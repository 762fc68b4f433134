import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { runIoQueryOptions } from "../../api/queries";
import type { RunDetail } from "../../model/run";
import { inputLines, outputText } from "./run-io-text";
import { DataText } from "../../ui/DataText";
import { PanelShell } from "../../ui/PanelShell";

/** `executions result`: the inputs the run was started with and the final output it produced. */
export function RunIoPanel({
  detail,
  agentId,
}: {
  detail: RunDetail;
  agentId: string;
}) {
  const { summary } = detail;
  const hasNone = summary.hasResult === false;
  const { data, error, isLoading } = useQuery({
    ...runIoQueryOptions(agentId, summary.id),
    enabled: !hasNone,
  });
  const inputs = useMemo(
    () => (data ? inputLines(data.parameters) : []),
    [data],
  );
  const output = useMemo(
    () => (data?.output ? outputText(data.output) : null),
    [data],
  );
  return (
    <PanelShell
      label="Inputs and output"
      title="Inputs & output"
      bodyClassName="space-y-2 px-3 py-2 text-xs"
    >
      {hasNone && (
        <p className="text-slate-600">
          {summary.endTime === null && summary.status !== "REJECTED"
            ? "No result yet: the run has not finished."
            : "This run recorded no result."}
        </p>
      )}
      {isLoading && <p className="text-slate-500">Loading…</p>}
      {error && <p className="text-step-warn">{error.message}</p>}
      {data && (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5">
            {inputs.length === 0 && (
              <dd className="col-span-2 text-slate-600">No inputs.</dd>
            )}
            {inputs.map((line) => (
              <div key={line.name} className="contents">
                <dt className="font-mono text-slate-500">
                  <DataText text={line.name} />
                </dt>
                <dd className="break-words font-mono">
                  <DataText text={line.value} />
                </dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="font-semibold text-slate-600">Output</h3>
            {output === null ? (
              <p className="text-slate-600">No final output.</p>
            ) : (
              <DataText
                block
                text={output}
                className="whitespace-pre-wrap break-words"
              />
            )}
          </div>
        </>
      )}
    </PanelShell>
  );
}
