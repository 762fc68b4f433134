import { useState, type FormEvent } from "react";
import { setMaskList } from "../../api/mask-mode";
import { useMaskList } from "./useMasking";

/**
 * The session's own mask list: any other string to hide (a policy number, a name the
 * directory does not know), one per line. Kept for this browser tab only.
 */
export function MaskListEditor() {
  const list = useMaskList();
  const [draft, setDraft] = useState(list.join("\n"));
  const [isOpen, setOpen] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setMaskList(draft.split("\n"));
    setOpen(false);
  };
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => {
          setDraft(list.join("\n"));
          setOpen(!isOpen);
        }}
        title="Other strings to hide while masking"
        className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
      >
        Also hide{list.length > 0 ? ` (${list.length})` : "…"}
      </button>
      {isOpen && (
        <form
          onSubmit={apply}
          aria-label="Mask list"
          className="absolute right-0 top-7 z-50 w-72 rounded border border-slate-300 bg-white p-2 text-xs shadow-lg"
        >
          <label className="block text-slate-700">
            Also hide these, one per line (this tab only):
            <textarea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={5}
              className="mt-1 block w-full rounded border border-slate-300 p-1 font-mono"
            />
          </label>
          <div className="mt-2 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded border border-slate-300 px-2 py-0.5"
            >
              Cancel
            </button>
            <button
              type="submit"
              className="rounded border border-slate-800 bg-slate-800 px-2 py-0.5 text-white"
            >
              Hide
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
