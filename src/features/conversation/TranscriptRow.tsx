import { Link } from "@tanstack/react-router";
import { IdText } from "../../ui/short-ids/IdText";
import { memo } from "react";
import type { SpeakerKind } from "../../model/topic/turn-author";
import { cn } from "../../ui/cn";
import { DataText } from "../../ui/DataText";
import { Timestamp } from "../../ui/Timestamp";
import type { RowView } from "./transcript-row-view";

const SPEAKER: Record<SpeakerKind, string> = {
  participant: "bg-slate-100 text-slate-700",
  agent: "bg-accent-soft text-accent",
  operator: "bg-step-warn-soft text-step-warn ring-1 ring-step-warn-line",
  unknown: "bg-step-warn-soft text-step-warn ring-1 ring-step-warn-line",
  system: "bg-slate-100 text-slate-500",
};

/** One transcript entry: a turn, a session boundary, a withheld message or a takeover edge. */
export const TranscriptRow = memo(function TranscriptRow({
  view,
  entryId,
  isSelected,
  isThisRun,
  agentId,
  runId,
  stepPath,
  onSelect,
  onOpenStep,
}: {
  view: RowView;
  entryId: string | null;
  isSelected: boolean;
  isThisRun: boolean;
  agentId: string;
  /** The run that wrote the turn, when it says. */
  runId: string | null;
  /** This run's step that wrote the turn, when known (run view only). */
  stepPath: string | null;
  onSelect?: ((id: string) => void) | undefined;
  onOpenStep?: ((path: string) => void) | undefined;
}) {
  const select = entryId && onSelect ? () => onSelect(entryId) : undefined;
  return (
    <div
      data-testid={entryId ? `transcript-${entryId}` : undefined}
      data-entry={view.kind}
      aria-current={isSelected ? "true" : undefined}
      onClick={select}
      className={cn(
        "px-3 py-1.5 text-sm",
        view.kind === "turn" && isThisRun && "bg-accent-soft",
        isSelected && "outline outline-2 -outline-offset-2 outline-accent",
        view.kind === "session" && "border-t-2 border-slate-300 bg-slate-50",
        view.kind === "withheld" &&
          "mx-2 my-1 rounded border border-dashed border-step-error-line bg-step-error-soft",
        view.kind === "takeover" && "bg-step-warn-soft/60",
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        {view.speaker ? (
          <span
            className={cn(
              "rounded px-1.5 font-medium",
              SPEAKER[view.speaker.kind],
            )}
          >
            <DataText text={view.speaker.label} />
          </span>
        ) : (
          <DataText
            text={view.title}
            className="font-semibold text-slate-700"
          />
        )}
        {view.kind === "turn" && (
          <DataText text={view.title} className="text-slate-500" />
        )}
        <Timestamp ms={view.at} />
        {isThisRun && (
          <span className="font-semibold text-accent">this run</span>
        )}
        {isThisRun && stepPath && onOpenStep && (
          <button
            type="button"
            onClick={() => onOpenStep(stepPath)}
            className="font-mono text-accent underline"
          >
            step {stepPath}
          </button>
        )}
        {runId && !isThisRun && (
          <Link
            to="/agents/$agentId/runs/$runId"
            params={{ agentId, runId }}
            className="text-accent underline"
          >
            run <IdText id={runId} />
          </Link>
        )}
      </p>
      {view.notes.map((note) => (
        <DataText
          key={note}
          block
          text={note}
          className="text-xs text-slate-600"
        />
      ))}
      {view.text !== null && (
        <DataText
          block
          text={view.text}
          className="whitespace-pre-wrap break-words"
        />
      )}
    </div>
  );
});
