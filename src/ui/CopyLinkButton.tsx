import { useState } from "react";

/** Copies the current page address: the whole view (step, pane, filter) lives in it. */
export function CopyLinkButton() {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50"
      title="Copy a link that opens this run at this step and pane"
    >
      {state === "copied"
        ? "Link copied"
        : state === "failed"
          ? "Copy failed — use the address bar"
          : "Copy link"}
    </button>
  );
}
