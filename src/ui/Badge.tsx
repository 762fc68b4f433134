import type { ReactNode } from "react";
import { cn } from "./cn";
import type { Tone } from "./status-tone";

const TONE_CLASSES: Record<Tone, string> = {
  error: "bg-step-error-soft text-step-error ring-step-error-line",
  ok: "bg-step-ok-soft text-step-ok ring-step-ok/20",
  open: "bg-step-open-soft text-step-open ring-step-open/20",
  warn: "bg-step-warn-soft text-step-warn ring-step-warn-line",
  muted: "bg-step-muted-soft text-step-muted ring-step-muted/20",
};

/** A small status label. The text carries the meaning; the colour only repeats it. */
export function Badge({
  tone,
  children,
  title,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  title?: string;
  className?: string;
}) {
  return (
    <span
      title={title}
      className={cn(
        "inline-flex shrink-0 items-center rounded px-1.5 py-px text-[11px] font-semibold tracking-wide ring-1 ring-inset",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
