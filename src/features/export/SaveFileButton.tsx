import { useState } from "react";

/** A file made on request: its bytes, its name, and whether personal data was masked. */
export interface SavedFile {
  file: Blob;
  fileName: string;
  masked: boolean;
}

type State =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "done"; masked: boolean }
  | { kind: "failed"; message: string };

/**
 * A button that makes a file (in the trace worker) and saves it as a download, saying
 * while it works, when it is done (and whether masked), and why it failed (in its tooltip).
 */
export function SaveFileButton({
  label,
  title,
  make,
}: {
  /** The idle label; the others derive from it ("Export" → "Exporting…"). */
  label: { idle: string; working: string; done: string; failed: string };
  title: string;
  make: () => Promise<SavedFile>;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const run = async () => {
    setState({ kind: "working" });
    try {
      const made = await make();
      saveFile(made.file, made.fileName);
      setState({ kind: "done", masked: made.masked });
    } catch (error) {
      setState({ kind: "failed", message: (error as Error).message });
    }
  };
  const shown =
    state.kind === "done"
      ? state.masked
        ? `${label.done} (masked)`
        : label.done
      : label[state.kind];
  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={state.kind === "working"}
      title={state.kind === "failed" ? state.message : title}
      className="rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-60"
    >
      {shown}
    </button>
  );
}

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // The download has started once the click returns; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
