import { lazy, Suspense, useState } from "react";
import { formatCount } from "../../model/format/number";

const JsonEditor = lazy(() =>
  import("./JsonEditor").then((module) => ({ default: module.JsonEditor })),
);

/** Above this many characters a payload is shown cut, with an explicit "load full". */
export const MAX_INLINE_JSON_CHARS = 1_000_000;

/**
 * Text (usually pretty-printed JSON) in a lazily loaded, read-only Monaco view. Until Monaco
 * arrives, the first lines show as plain text, so a slow first load never shows nothing.
 */
export function JsonView({
  text,
  label,
  language = "json",
}: {
  text: string;
  label: string;
  language?: string;
}) {
  const [showFull, setShowFull] = useState(false);
  const isCut = !showFull && text.length > MAX_INLINE_JSON_CHARS;
  const shown = isCut ? text.slice(0, MAX_INLINE_JSON_CHARS) : text;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {isCut && (
        <div className="flex items-center gap-2 border-b border-step-warn-line bg-step-warn-soft px-2 py-1 text-xs">
          <span>
            Showing the first {formatCount(MAX_INLINE_JSON_CHARS)} of{" "}
            {formatCount(text.length)} characters.
          </span>
          <button
            type="button"
            className="font-semibold text-accent underline"
            onClick={() => setShowFull(true)}
          >
            Load full
          </button>
        </div>
      )}
      <div className="min-h-0 flex-1">
        <Suspense
          fallback={
            <pre className="h-full overflow-hidden p-2 font-mono text-xs text-slate-500">
              {shown.slice(0, 2000)}
            </pre>
          }
        >
          <JsonEditor text={shown} language={language} label={label} />
        </Suspense>
      </div>
    </div>
  );
}
