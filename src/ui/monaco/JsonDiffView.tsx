import { lazy, Suspense, useState } from "react";
import { formatCount } from "../../model/format/number";
import { MAX_INLINE_JSON_CHARS } from "./JsonView";

const JsonDiffEditor = lazy(() =>
  import("./JsonDiffEditor").then((module) => ({
    default: module.JsonDiffEditor,
  })),
);

/**
 * Two texts (usually pretty-printed, key-sorted JSON) in a lazily loaded, read-only Monaco
 * diff editor: left is the other run, right is this run. Until Monaco arrives both sides
 * show as plain text; payloads above the inline limit are cut, with "load full".
 */
export function JsonDiffView({
  left,
  right,
  label,
  language = "json",
}: {
  left: string;
  right: string;
  label: string;
  language?: string;
}) {
  const [showFull, setShowFull] = useState(false);
  const longest = Math.max(left.length, right.length);
  const isCut = !showFull && longest > MAX_INLINE_JSON_CHARS;
  const cut = (text: string) =>
    isCut ? text.slice(0, MAX_INLINE_JSON_CHARS) : text;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {isCut && (
        <div className="flex items-center gap-2 border-b border-step-warn-line bg-step-warn-soft px-2 py-1 text-xs">
          <span>
            Showing the first {formatCount(MAX_INLINE_JSON_CHARS)} of{" "}
            {formatCount(longest)} characters of each side.
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
            <div className="grid h-full grid-cols-2 gap-2 overflow-hidden p-2 font-mono text-xs text-slate-500">
              <pre>{left.slice(0, 2000)}</pre>
              <pre>{right.slice(0, 2000)}</pre>
            </div>
          }
        >
          <JsonDiffEditor
            left={cut(left)}
            right={cut(right)}
            language={language}
            label={label}
          />
        </Suspense>
      </div>
    </div>
  );
}
