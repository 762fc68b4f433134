import { useRef } from "react";
import { useOpenFiles } from "./useOpenFiles";

/**
 * "Open file": a Tracelens bundle or saved CLI JSON, read in this browser (decision 1703).
 * Several files at once make one run set (a trace and its `get` output, say).
 */
export function OpenFileButton() {
  const input = useRef<HTMLInputElement>(null);
  const open = useOpenFiles();
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        title="Open a .tracelens.json bundle or saved JSON, here in the browser (or drop it on the page)"
        className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
      >
        Open file
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        multiple
        aria-label="Open file"
        className="hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          void open(files);
        }}
      />
    </>
  );
}
