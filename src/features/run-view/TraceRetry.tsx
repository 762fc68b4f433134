import { useEffect, useState } from "react";

/**
 * Why the trace is not shown, with Retry. A 429 (the API's rate limit) counts down its
 * Retry-After and then tries once by itself; after that, retrying is the person's call.
 */
export function TraceRetry({
  message,
  retryAfterSeconds,
  canRetryByItself,
  onRetry,
}: {
  message: string;
  retryAfterSeconds: number | null;
  /** False once it has retried by itself (the page remembers: this view remounts on retry). */
  canRetryByItself: boolean;
  onRetry: (byItself: boolean) => void;
}) {
  const [left, setLeft] = useState(retryAfterSeconds);
  const counting = retryAfterSeconds !== null && canRetryByItself;

  useEffect(() => {
    if (!counting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(
        0,
        retryAfterSeconds - Math.floor((Date.now() - started) / 1000),
      );
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        onRetry(true);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [counting, retryAfterSeconds, onRetry]);

  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-step-warn-line bg-step-warn-soft p-3 text-sm"
    >
      <span>{message}</span>
      {counting && left !== null && (
        <span className="tabular-nums text-slate-700">
          Retrying in {left} s…
        </span>
      )}
      <button
        type="button"
        onClick={() => onRetry(false)}
        className="ml-auto rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50"
      >
        Retry
      </button>
    </div>
  );
}
