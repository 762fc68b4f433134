import { cn } from "./cn";

/** An error a person can act on: what happened, and a way to try again. */
export function ErrorMessage({
  title,
  message,
  code,
  onRetry,
  className,
}: {
  title: string;
  message: string;
  code?: string | undefined;
  onRetry?: (() => void) | undefined;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "rounded-md border border-step-error-line bg-step-error-soft p-4 text-sm",
        className,
      )}
    >
      <p className="font-semibold text-step-error">{title}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">
        {message}
      </p>
      <div className="mt-3 flex items-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50"
          >
            Try again
          </button>
        )}
        {code && (
          <span className="font-mono text-xs text-slate-500">{code}</span>
        )}
      </div>
    </div>
  );
}
