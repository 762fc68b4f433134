import { useMutation, useQueryClient } from "@tanstack/react-query";
import { removeNote } from "../../api/notes";
import { noteKeys } from "../../api/queries";
import type { Note } from "../../model/notes/note";
import { Timestamp } from "../../ui/Timestamp";
import { NoteText } from "./NoteText";

/** One note: where it is pinned (a step link, or the run), who wrote it when, its text. */
export function NoteItem({
  note,
  onSelectStep,
}: {
  note: Note;
  onSelectStep: (path: string) => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeNote(note.agentId, note.runId, note.id),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: noteKeys.run(note.agentId, note.runId),
      }),
  });
  return (
    <li aria-label={`Note by ${note.author}`} className="group">
      <div className="flex items-baseline gap-1.5 text-[11px] text-slate-500">
        {note.step ? (
          <button
            type="button"
            onClick={() => onSelectStep(note.step!)}
            className="font-mono font-medium text-accent hover:underline"
          >
            step {note.step}
          </button>
        ) : (
          <span className="font-medium">run</span>
        )}
        <span className="font-medium text-slate-700">{note.author}</span>
        <Timestamp ms={note.createdAt} showRelative={false} />
        <button
          type="button"
          aria-label={`Delete note by ${note.author}`}
          onClick={() => remove.mutate()}
          className="ml-auto text-slate-500 opacity-0 hover:text-step-error focus:opacity-100 group-hover:opacity-100"
        >
          Delete
        </button>
      </div>
      <div className="text-slate-800">
        <NoteText text={note.text} />
      </div>
    </li>
  );
}
