import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { addNote } from "../../api/notes";
import { storePresenceName, usePresenceName } from "../../api/presence-name";
import { noteKeys } from "../../api/queries";
import { MAX_NOTE_LENGTH, newNoteSchema } from "../../model/notes/note";

/**
 * Pins a note to the selected step (or, with none selected or by choice, to the run).
 * Asks for the writer's name the first time; it is the name presence shows too.
 */
export function NoteForm({
  agentId,
  runId,
  selectedStep,
}: {
  agentId: string;
  runId: string;
  selectedStep: string | undefined;
}) {
  const queryClient = useQueryClient();
  const storedName = usePresenceName();
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [onRun, setOnRun] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const step = onRun ? null : (selectedStep ?? null);
  const mutation = useMutation({
    mutationFn: (note: Parameters<typeof addNote>[2]) =>
      addNote(agentId, runId, note),
    onSuccess: () => {
      setText("");
      void queryClient.invalidateQueries({
        queryKey: noteKeys.run(agentId, runId),
      });
    },
    onError: (error) => setProblem(error.message),
  });

  const submit = () => {
    const parsed = newNoteSchema.safeParse({
      step,
      author: storedName ?? name,
      text,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]!.message);
      return;
    }
    setProblem(null);
    if (storedName === null) storePresenceName(parsed.data.author);
    mutation.mutate(parsed.data);
  };

  return (
    <form
      aria-label="Add a note"
      className="space-y-1 border-t border-slate-200 pt-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        aria-label="Note"
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        rows={2}
        placeholder="Markdown: **bold**, *italics*, `code`, - lists"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey))
            submit();
        }}
        className="block w-full resize-y rounded border border-slate-300 px-1.5 py-1 text-xs"
      />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {storedName === null && (
          <input
            aria-label="Your name"
            placeholder="Your name"
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
            className="w-28 rounded border border-slate-300 px-1.5 py-0.5"
          />
        )}
        {selectedStep !== undefined && (
          <label className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={onRun}
              onChange={(event) => setOnRun(event.target.checked)}
            />
            on the run
          </label>
        )}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="ml-auto rounded border border-accent bg-accent px-2 py-0.5 font-medium text-white disabled:opacity-50"
        >
          {step ? `Pin to step ${step}` : "Pin to run"}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-xs text-step-error">
          {problem}
        </p>
      )}
    </form>
  );
}
