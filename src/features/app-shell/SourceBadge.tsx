import { useQuery } from "@tanstack/react-query";
import { sourceQueryOptions } from "../../api/queries";
import type { SourceInfo } from "../../api/source";
import { cn } from "../../ui/cn";

/** The few words the badge adds for each way the token check fails; the title says the rest. */
const PROBLEM_WORDS: Record<
  NonNullable<SourceInfo["healthProblem"]>["kind"],
  string
> = {
  unreachable: "host unreachable",
  token_rejected: "token rejected",
  no_tenant_access: "no access to tenant",
  timeout: "API not answering",
  failed: "API error",
};

/**
 * Where runs come from (demo, live API, saved folder, fast-agent sessions) and whether the
 * token works — and if not, which way it fails, as the proxy printed at start.
 */
export function SourceBadge() {
  const { data, error } = useQuery(sourceQueryOptions());
  if (error) {
    return <span className="text-xs text-step-error">Proxy unreachable</span>;
  }
  if (!data) return null;
  const label =
    data.home === "sessions"
      ? "fast-agent sessions"
      : data.kind === "demo"
        ? "Demo data"
        : data.kind === "traces"
          ? "Saved JSON"
          : data.kind === "file"
            ? "Opened file"
            : "Fruxon API";
  const hasProblem = data.healthProblem !== null || data.healthError !== null;
  return (
    <span
      role="status"
      aria-label="Data source"
      title={[
        data.label,
        data.identity?.email && `as ${data.identity.email}`,
        data.healthError,
      ]
        .filter(Boolean)
        .join("\n")}
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        hasProblem
          ? "bg-step-error-soft text-step-error ring-step-error-line"
          : "bg-white text-slate-700 ring-slate-300",
      )}
    >
      {label}
      {hasProblem &&
        ` · ${data.healthProblem ? PROBLEM_WORDS[data.healthProblem.kind] : "API error"}`}
    </span>
  );
}
