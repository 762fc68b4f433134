import type { ContextPart } from "../../model/topic/topic";
import { cn } from "../../ui/cn";
import { CopyButton } from "../../ui/CopyButton";

/**
 * What of the conversation could not be shown, and why: a part the source does not expose
 * (with the CLI command whose `-o json` output, saved into a `--traces` folder, gives the
 * same answer), or one that failed. Loaded and loading parts say nothing.
 */
export function ContextPartNotes({
  parts,
  compact = false,
}: {
  parts: { name: string; part: ContextPart<unknown> }[];
  compact?: boolean;
}) {
  const missing = parts.filter(
    ({ part }) => part.state === "unavailable" || part.state === "failed",
  );
  if (missing.length === 0) return null;
  return (
    <ul
      tabIndex={compact ? 0 : undefined}
      className={cn(
        "space-y-1 border-b border-slate-100 px-3 py-1.5 text-xs",
        compact && "max-h-20 overflow-auto",
      )}
    >
      {missing.map(({ name, part }) => (
        <li key={name} data-testid={`context-part-${name}`}>
          <span className="font-medium">{name}: </span>
          {part.state === "unavailable" ? (
            <>
              <span>{part.message} </span>
              <span className="text-slate-600">
                The same answer comes from{" "}
                <code className="rounded bg-slate-100 px-1 font-mono">
                  {part.command}
                </code>{" "}
                <CopyButton
                  text={part.command}
                  label={`Copy: ${part.command}`}
                />{" "}
                — save its output into a <code>--traces</code> folder and it is
                read from there.
              </span>
            </>
          ) : (
            part.state === "failed" && (
              <span className="text-step-error">{part.message}</span>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
