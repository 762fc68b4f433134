import { Link } from "@tanstack/react-router";
import {
  lookedBackWords,
  memoryReadSentence,
  writerName,
} from "../../model/state/memory-words";
import type { RunState } from "../../api/useRunState";
import { StepButton } from "./StepButton";
import { StatePartNote } from "./StatePartNote";
import { ValueDiff } from "./ValueDiff";
import { markBidiControls } from "../../model/format/bidi-controls";
import { DataText } from "../../ui/DataText";

/**
 * Every memory title the run searched or wrote: its search result (truncated by the
 * runtime inside a trace, whatever `resultDelivery` says), the value as the previous run
 * wrote it (linked to that write), what this run wrote, and the value now — with which one
 * the run read, and the differences.
 */
export function MemoryView({
  state,
  agentId,
  onSelectStep,
}: {
  state: RunState;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const { memory, previous } = state;
  if (state.previousOnRequest) {
    const { steps, request } = state.previousOnRequest;
    return (
      <p className="text-xs text-slate-600">
        The value as the previous run wrote it needs that run's whole trace:
        with {steps.toLocaleString("en-US")} steps in this one, it is read when
        asked.{" "}
        <button
          type="button"
          onClick={request}
          className="rounded border border-slate-300 px-1.5 font-medium hover:bg-slate-50"
        >
          Read the previous run's memory writes
        </button>
      </p>
    );
  }
  if (memory === null)
    return (
      <p role="status" className="text-xs text-slate-500">
        Reading the memory the run searched and wrote…
      </p>
    );
  if (memory.length === 0)
    return (
      <p className="text-xs text-slate-600">
        This run neither searched nor wrote memory.
      </p>
    );
  return (
    <div className="space-y-3">
      <StatePartNote name="Memory now" part={state.memoriesNow} />
      {state.previousProblem && (
        <p className="text-xs text-step-warn">
          The previous run could not be read ({state.previousProblem}): the
          value as it was is unknown.
        </p>
      )}
      {memory.map((row) => (
        <article
          key={row.title}
          aria-label={markBidiControls(`Memory ${row.title}`)}
          className="space-y-1 text-xs"
        >
          <h3 className="font-semibold">
            “<DataText text={row.title} />”
          </h3>
          <p className="font-medium">
            {memoryReadSentence(row, state.memoryWalk, previous !== null)}
          </p>
          <Field label="This run's search">
            {row.search ? (
              <>
                {row.search.content !== null ? (
                  <code className="break-all font-mono">
                    {markBidiControls(row.search.content)}
                  </code>
                ) : row.search.fileLink !== null ? (
                  <>
                    offloaded to a file, not in the trace:{" "}
                    <code className="break-all font-mono">
                      {markBidiControls(row.search.fileLink)}
                    </code>
                  </>
                ) : (
                  "found nothing for it"
                )}{" "}
                <StepButton
                  path={row.search.path}
                  onSelectStep={onSelectStep}
                />
                <span className="block text-[11px] text-slate-500">
                  Truncated: the runtime cuts memory_search results inside a
                  trace
                  {row.search.originalChars !== null &&
                  row.search.deliveredChars !== null
                    ? ` (${row.search.deliveredChars} of ${row.search.originalChars} chars delivered, resultDelivery)`
                    : ""}
                  , so this is not the whole value the run read.
                </span>
              </>
            ) : (
              "not searched"
            )}
          </Field>
          <Field label="As last written before it">
            {row.previousWrite && previous ? (
              <>
                <code className="break-all font-mono">
                  {markBidiControls(row.previousWrite.content)}
                </code>{" "}
                <Link
                  to="/agents/$agentId/runs/$runId"
                  params={{ agentId, runId: row.previousWrite.runId }}
                  search={{ step: row.previousWrite.path }}
                  className="text-accent underline"
                >
                  written by {writerName(row.previousWrite.runsBack)}{" "}
                  (memory_write, step {row.previousWrite.path})
                </Link>
              </>
            ) : previous ? (
              lookedBackWords(state.memoryWalk, "it")
            ) : (
              "no previous run found"
            )}
          </Field>
          <Field label="This run wrote">
            {row.thisWrite ? (
              <>
                <code className="break-all font-mono">
                  {markBidiControls(row.thisWrite.content)}
                </code>{" "}
                <StepButton
                  path={row.thisWrite.path}
                  onSelectStep={onSelectStep}
                />
              </>
            ) : (
              "nothing"
            )}
          </Field>
          <Field label="Now (memories API)">
            {row.now === undefined ? (
              "unknown"
            ) : row.now === null ? (
              "no memory with this title now"
            ) : (
              <code className="break-all font-mono">
                {markBidiControls(row.now.content)}
              </code>
            )}
          </Field>
          {row.previousWrite && row.thisWrite && (
            <ValueDiff
              before={row.previousWrite.content}
              after={row.thisWrite.content}
              beforeLabel={`${writerName(row.previousWrite.runsBack)} wrote`}
              afterLabel="this run wrote"
            />
          )}
          {row.thisWrite && row.now && (
            <ValueDiff
              before={row.thisWrite.content}
              after={row.now.content}
              beforeLabel="this run wrote"
              afterLabel="now"
            />
          )}
        </article>
      ))}
    </div>
  );
}

function Field({
  label,
  children,
}: {
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <span className="w-32 shrink-0 text-slate-500">{label}</span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
