import { useRouter } from "@tanstack/react-router";
import { closeFiles, dismissLocalError } from "../../api/local-files";
import { useLocalFiles } from "./useOpenFiles";

/**
 * Under the header: which files the runs come from (with "Close file" to go back to the
 * proxy), and why a file could not be opened.
 */
export function OpenedFilesBanner() {
  const { opened, lastError } = useLocalFiles();
  const router = useRouter();
  if (!opened && !lastError) return null;
  return (
    <div className="shrink-0 space-y-1 border-b border-slate-200 px-4 py-1.5 text-xs">
      {lastError && (
        <div role="alert" className="flex items-start gap-2 text-step-error">
          <span className="min-w-0 flex-1">
            Could not open the file. {lastError}
          </span>
          <button
            type="button"
            onClick={dismissLocalError}
            className="rounded border border-slate-300 bg-white px-2 text-slate-700"
          >
            Dismiss
          </button>
        </div>
      )}
      {opened && (
        <div
          role="status"
          aria-label="Opened file"
          className="flex items-center gap-2 text-slate-700"
        >
          <span className="min-w-0 flex-1 truncate">
            Showing runs from <strong>{opened.label}</strong>, opened in this
            browser: no proxy, no token.
          </span>
          {!opened.isStatic && (
            <button
              type="button"
              onClick={() =>
                void closeFiles().then(() => router.navigate({ to: "/" }))
              }
              className="rounded border border-slate-300 bg-white px-2 text-slate-700 hover:bg-slate-50"
            >
              Close file
            </button>
          )}
        </div>
      )}
    </div>
  );
}
