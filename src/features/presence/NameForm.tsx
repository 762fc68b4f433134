import { useState } from "react";
import { personNameSchema } from "../../model/presence/protocol";

/** Asks once for the name others see when this browser presents or follows. */
export function NameForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label="Choose your name"
      className="flex items-center gap-2 text-xs"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = personNameSchema.safeParse(name);
        if (parsed.success) onSubmit(parsed.data);
        else setProblem(parsed.error.issues[0]!.message);
      }}
    >
      <label className="flex items-center gap-1">
        Your name
        <input
          autoFocus
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === "Escape" && onCancel()}
          className="w-32 rounded border border-slate-300 px-1.5 py-0.5"
        />
      </label>
      {problem && (
        <span role="alert" className="text-step-error">
          {problem}
        </span>
      )}
      <button
        type="submit"
        className="rounded border border-accent bg-accent px-2 py-0.5 font-medium text-white"
      >
        Save name
      </button>
      <button type="button" onClick={onCancel} className="text-slate-500">
        Cancel
      </button>
    </form>
  );
}
