import { useRef } from "react";
import { usePageKeys } from "../../ui/usePageKeys";

/** The keys, by where they work; the sheet lists what the code handles, nothing more. */
const SHORTCUTS: { where: string; keys: [string, string][] }[] = [
  {
    where: "Everywhere",
    keys: [
      ["?", "This sheet"],
      ["Esc", "Close a sheet or box; stop following"],
      ["p", "Present (or stop presenting)"],
      ["f", "Follow the presenter (or rejoin)"],
    ],
  },
  {
    where: "Run and session steps",
    keys: [
      ["j / ↓", "Next step"],
      ["k / ↑", "Previous step"],
      ["→ / ←", "Open / close the step"],
      ["e / E", "Next / previous error"],
      ["/", "Filter the steps"],
      ["n / N", "Next / previous filter match"],
      ["Home / End", "First / last step"],
    ],
  },
  {
    where: "Compare",
    keys: [
      ["n / N", "Next / previous change"],
      ["j / k", "Next / previous row (in the tree)"],
    ],
  },
];

/**
 * The keyboard shortcuts sheet: `?` opens it from any page (not while typing), Esc or the
 * Close button closes it. A native modal dialog, so focus stays in it while open and
 * returns where it was after.
 */
export function ShortcutsSheet() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  usePageKeys((event) => {
    const dialog = dialogRef.current;
    if (event.key !== "?" || !dialog || dialog.open) return false;
    dialog.showModal();
    return true;
  });
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center border-b border-slate-200 px-4 py-2">
        <h2 id="shortcuts-title" className="font-semibold">
          Keyboard shortcuts
        </h2>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="ml-auto rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-50"
        >
          Close
        </button>
      </div>
      <div className="grid gap-4 p-4 text-sm sm:grid-cols-2">
        {SHORTCUTS.map(({ where, keys }) => (
          <section key={where} aria-label={where}>
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {where}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {keys.map(([key, what]) => (
                <div key={key} className="contents">
                  <dt>
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs">
                      {key}
                    </kbd>
                  </dt>
                  <dd className="text-slate-700">{what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </dialog>
  );
}
