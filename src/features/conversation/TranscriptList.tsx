import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { entryId, type Transcript } from "../../model/topic/transcript";
import { rowView } from "./transcript-row-view";
import { TranscriptRow } from "./TranscriptRow";

/**
 * A transcript, virtualised (decision 1501): rows are measured as they render, so a topic
 * of thousands of turns keeps a small DOM. Older pages load when the top is reached (or on
 * the button), and the row being read stays put when they are prepended. The list opens on
 * the selected entry, else this run's turn, else the latest.
 */
export function TranscriptList({
  transcript,
  agentId,
  participantName,
  selectedId,
  stepPathOf,
  hasOlder,
  isFetchingOlder,
  onFetchOlder,
  onSelect,
  onOpenStep,
}: {
  transcript: Transcript;
  agentId: string;
  participantName: string | null;
  selectedId: string | null;
  /** The dotted path of a turn's step in the open run, when known. */
  stepPathOf?: (traceStepId: string) => string | null;
  hasOlder: boolean;
  isFetchingOlder: boolean;
  onFetchOlder: () => void;
  onSelect?: (id: string) => void;
  onOpenStep?: (path: string) => void;
}) {
  const { entries } = transcript;
  const views = useMemo(
    () => entries.map((entry) => rowView(entry, participantName)),
    [entries, participantName],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    overscan: 6,
    getItemKey: (index) => entries[index]!.key,
  });

  // Keep the row being read in place when older entries are prepended.
  const anchor = useRef<{ key: string; count: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept || kept.count === entries.length) return;
    anchor.current = null;
    const index = entries.findIndex((entry) => entry.key === kept.key);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "start" });
  }, [entries, virtualizer]);
  const fetchOlder = () => {
    const first = virtualizer.getVirtualItems()[0];
    if (first)
      anchor.current = { key: String(first.key), count: entries.length };
    onFetchOlder();
  };

  // Open on the selected entry, else this run's turn, else the latest.
  const focusIndex =
    (selectedId !== null ? transcript.indexById.get(selectedId) : undefined) ??
    transcript.runTurnIndexes[0] ??
    entries.length - 1;
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (entries.length === 0 || focused.current === focusIndex) return;
    focused.current = focusIndex;
    virtualizer.scrollToIndex(focusIndex, { align: "center" });
  }, [focusIndex, entries.length, virtualizer]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Transcript"
      tabIndex={0}
      onScroll={(event) => {
        if (event.currentTarget.scrollTop < 80 && hasOlder && !isFetchingOlder)
          fetchOlder();
      }}
      className="min-h-0 flex-1 overflow-auto"
    >
      {(hasOlder || transcript.heldBack > 0) && (
        <div className="flex items-center gap-2 px-3 py-1 text-xs text-slate-500">
          {hasOlder && (
            <button
              type="button"
              onClick={fetchOlder}
              disabled={isFetchingOlder}
              className="rounded border border-slate-300 bg-white px-2 py-0.5 font-medium hover:bg-slate-50"
            >
              {isFetchingOlder ? "Loading older turns…" : "Load older turns"}
            </button>
          )}
          {transcript.heldBack > 0 && (
            <span>
              {transcript.heldBack} earlier withheld message or takeover event
              {transcript.heldBack === 1 ? "" : "s"} above the loaded turns
            </span>
          )}
        </div>
      )}
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index]!;
          const id = entryId(entry);
          const turn = entry.kind === "turn" ? entry.turn : null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                width: "100%",
                transform: `translateY(${item.start}px)`,
              }}
            >
              <TranscriptRow
                view={views[item.index]!}
                entryId={id}
                isSelected={id !== null && id === selectedId}
                isThisRun={entry.kind === "turn" && entry.isThisRun}
                agentId={turn?.agentId ?? agentId}
                runId={turn?.runId ?? null}
                stepPath={
                  entry.kind === "turn" &&
                  entry.isThisRun &&
                  turn?.traceStepId &&
                  stepPathOf
                    ? stepPathOf(turn.traceStepId)
                    : null
                }
                onSelect={onSelect}
                onOpenStep={onOpenStep}
              />
            </div>
          );
        })}
      </div>
      {entries.length === 0 && (
        <p className="px-3 py-2 text-sm text-slate-600">
          No turns in this topic yet.
        </p>
      )}
    </div>
  );
}
