import { useQuery } from "@tanstack/react-query";
import { sourceQueryOptions } from "../../api/queries";
import { cn } from "../../ui/cn";

/** Where runs come from (demo, live API, saved folder) and whether the token works. */
export function SourceBadge() {
  const { data, error } = useQuery(sourceQueryOptions());
  if (error) {
    return <span className="text-xs text-step-error">Proxy unreachable</span>;
  }
  if (!data) return null;
  const label =
    data.kind === "demo"
      ? "Demo data"
      : data.kind === "traces"
        ? "Saved JSON"
        : data.kind === "file"
          ? "Opened file"
          : "Fruxon API";
  return (
    <span
      title={[
        data.label,
        data.identity?.email && `as ${data.identity.email}`,
        data.healthError,
      ]
        .filter(Boolean)
        .join("\n")}
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        data.healthError
          ? "bg-step-error-soft text-step-error ring-step-error-line"
          : "bg-white text-slate-700 ring-slate-300",
      )}
    >
      {label}
      {data.healthError && " · token problem"}
    </span>
  );
}
