import { useRef } from "react";
import { shortcutKeysText, shortcutsByPlace } from "../../ui/shortcuts";
import { usePageKeys } from "../../ui/usePageKeys";

/** The sheet lists the table the key handlers bind from: every key they answer, nothing more. */
const SECTIONS = shortcutsByPlace();

/**
 * The keyboard shortcuts sheet: `?` opens it from any page (not while typing), Esc or the
 * Close button closes it. A native modal dialog, so focus stays in it while open and
 * returns where it was after.
 */
export function ShortcutsSheet() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  usePageKeys({
    sheet: () => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return false;
      dialog.showModal();
    },
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
        {SECTIONS.map(({ where, items }) => (
          <section key={where} aria-label={where}>
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {where}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {items.map((shortcut) => (
                <div key={shortcut.what} className="contents">
                  <dt>
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs">
                      {shortcutKeysText(shortcut)}
                    </kbd>
                  </dt>
                  <dd className="text-slate-700">{shortcut.what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </dialog>
  );
}
