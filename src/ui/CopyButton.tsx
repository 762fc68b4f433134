import { useState } from "react";
import { cn } from "./cn";

/**
 * Copies a text to the clipboard and says whether it worked. `text` may be a function, read
 * at click time (the page address, which changes as the user navigates).
 */
export function CopyButton({
  text,
  label,
  idle = "Copy",
  copied = "Copied",
  failed = "Select and copy",
  title,
  className,
  disabled = false,
}: {
  text: string | (() => string);
  /** Accessible name; defaults to the visible text. */
  label?: string;
  idle?: string;
  copied?: string;
  failed?: string;
  title?: string;
  className?: string;
  /** Not yet: what it would copy is still being computed. */
  disabled?: boolean;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        typeof text === "function" ? text() : text,
      );
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  };
  const shown =
    state === "copied" ? copied : state === "failed" ? failed : idle;
  return (
    <button
      type="button"
      aria-label={nameHolding(shown, label)}
      title={title}
      disabled={disabled}
      onClick={() => void copy()}
      className={cn(
        "shrink-0 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-[11px] font-medium hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60",
        className,
      )}
    >
      {shown}
    </button>
  );
}

/**
 * The accessible name, holding the words the button shows (WCAG 2.5.3, axe's
 * `label-content-name-mismatch`): a label that names what is copied ("Copy id 4645…")
 * stops doing so once "Copied" replaces "Copy id", so the shown words then lead it.
 */
function nameHolding(shown: string, label: string | undefined) {
  if (label === undefined) return undefined;
  return label.toLowerCase().includes(shown.toLowerCase())
    ? label
    : `${shown}: ${label}`;
}
