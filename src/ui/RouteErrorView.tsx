import type { ErrorComponentProps } from "@tanstack/react-router";
import { ErrorMessage } from "./ErrorMessage";

/** The router's fallback when a loader or page throws. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    <div className="mx-auto max-w-3xl p-6">
      <ErrorMessage
        title="This page could not be loaded"
        message={error instanceof Error ? error.message : String(error)}
        code={typeof code === "string" ? code : undefined}
        onRetry={reset}
      />
    </div>
  );
}
