import { useState, type ReactNode } from "react";
import { formatCount } from "../../model/format/number";

/** Above this many characters a payload is shown cut, with an explicit "load full". */
export const MAX_INLINE_JSON_CHARS = 1_000_000;

/**
 * Cuts payloads above the inline limit and offers "Load full": Monaco stays responsive on
 * multi-megabyte results, and nothing is hidden without saying so. `children` receives the
 * function that cuts a text to what is shown.
 */
export function PayloadLimit({
  longest,
  what,
  children,
}: {
  /** Length of the longest text shown. */
  longest: number;
  /** "characters" or "characters of each side". */
  what: string;
  children: (cut: (text: string) => string) => ReactNode;
}) {
  const [showFull, setShowFull] = useState(false);
  const isCut = !showFull && longest > MAX_INLINE_JSON_CHARS;
  const cut = (text: string) =>
    isCut ? text.slice(0, MAX_INLINE_JSON_CHARS) : text;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {isCut && (
        <div className="flex items-center gap-2 border-b border-step-warn-line bg-step-warn-soft px-2 py-1 text-xs">
          <span>
            Showing the first {formatCount(MAX_INLINE_JSON_CHARS)} of{" "}
            {formatCount(longest)} {what}.
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
      <div className="min-h-0 flex-1">{children(cut)}</div>
    </div>
  );
}
