import { useQuery } from "@tanstack/react-query";
import { notesQueryOptions } from "../../api/queries";
import type { RunPanelProps } from "../../ui/run-panel-props";
import { NoteForm } from "./NoteForm";
import { NoteItem } from "./NoteItem";

/**
 * The notes pinned to this run and its steps during a review, oldest first, and a form
 * to pin one to the selected step. Everyone with the app open sees a new note at once
 * (the presence channel announces it); they are kept by the proxy across restarts.
 */
export function NotesPanel({
  agentId,
  runId,
  selectedStep,
  onSelectStep,
}: RunPanelProps) {
  const { data: notes, error } = useQuery(notesQueryOptions(agentId, runId));
  return (
    <section
      aria-label="Notes"
      className="flex min-h-0 flex-col rounded-md border border-slate-200 bg-white"
    >
      <h2 className="border-b border-slate-200 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        Notes{notes && notes.length > 0 ? ` (${notes.length})` : ""}
      </h2>
      <div
        tabIndex={0}
        className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-2 text-xs"
      >
        {error && (
          <p role="alert" className="text-step-error">
            {error.message}
          </p>
        )}
        {notes?.length === 0 && (
          <p className="text-slate-500">
            No notes yet. Select a step and pin what the review found.
          </p>
        )}
        {notes && notes.length > 0 && (
          <ul aria-label="Notes on this run" className="space-y-2">
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} onSelectStep={onSelectStep} />
            ))}
          </ul>
        )}
        <NoteForm agentId={agentId} runId={runId} selectedStep={selectedStep} />
      </div>
    </section>
  );
}
