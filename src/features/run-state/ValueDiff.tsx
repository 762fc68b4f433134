import { cn } from "../../ui/cn";
import { markBidiControls } from "../../model/format/bidi-controls";

/**
 * Two values of one memory, side by side as text: equal ones say so; otherwise the shared
 * prefix plain and the rest marked, so a changed watermark shows where it changed.
 */
export function ValueDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  if (before === after)
    return (
      <p className="text-[11px] text-slate-500">
        {beforeLabel} and {afterLabel}: the same value.
      </p>
    );
  let prefix = 0;
  while (
    prefix < before.length &&
    prefix < after.length &&
    before[prefix] === after[prefix]
  )
    prefix++;
  const line = (value: string, tone: string, label: string) => (
    <div className="flex gap-1">
      <span className="w-28 shrink-0 text-slate-500">{label}</span>
      <code className="min-w-0 break-all font-mono">
        {markBidiControls(value.slice(0, prefix))}
        <mark className={cn("rounded px-0.5", tone)}>
          {markBidiControls(value.slice(prefix))}
        </mark>
      </code>
    </div>
  );
  return (
    <div
      className="space-y-0.5 text-[11px]"
      aria-label={`${beforeLabel} → ${afterLabel}`}
    >
      {line(before, "bg-diff-removed-soft text-diff-removed", beforeLabel)}
      {line(after, "bg-diff-added-soft text-diff-added", afterLabel)}
    </div>
  );
}
