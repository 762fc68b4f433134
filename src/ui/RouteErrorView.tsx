import type { ErrorComponentProps } from "@tanstack/react-router";
import { ErrorMessage } from "./ErrorMessage";

/** The router's fallback when a loader or page throws. */
export function RouteErrorView(props: ErrorComponentProps) {
  return (
    <div className="mx-auto max-w-3xl p-6">
      <RouteErrorMessage title="This page could not be loaded" {...props} />
    </div>
  );
}

/** What a loader or page threw, as a message with its code and a way to try again. */
export function RouteErrorMessage({
  title,
  error,
  reset,
}: Pick<ErrorComponentProps, "error" | "reset"> & { title: string }) {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    <ErrorMessage
      title={title}
      message={error instanceof Error ? error.message : String(error)}
      code={typeof code === "string" ? code : undefined}
      onRetry={reset}
    />
  );
}
