import type { ClipboardEvent } from "react";
import { cn } from "../cn";
import { useShortId } from "./useShortIds";

/**
 * An id as the screen shows it: whole, or shortened to what tells it apart from the other
 * ids on screen (`useShortId`) with an ellipsis — never cut silently. A shortened id keeps
 * the whole id in its tooltip, its accessible name (read instead of the short form) and its
 * copy: copying the short form copies the whole id.
 */
export function IdText({ id, className }: { id: string; className?: string }) {
  const form = useShortId(id);
  if (form.isWhole)
    return <bdi className={cn("font-mono", className)}>{id}</bdi>;
  return (
    <bdi
      className={cn("font-mono", className)}
      title={id}
      data-id={id}
      onCopy={copyWholeId}
    >
      <span aria-hidden className="select-none">
        {form.text}
      </span>
      <span className="sr-only">{id}</span>
    </bdi>
  );
}

/** A selection inside the shortened id copies the whole id, not the visible part. */
function copyWholeId(event: ClipboardEvent<HTMLElement>) {
  const selection = window.getSelection();
  const target = event.currentTarget;
  if (!selection || selection.rangeCount === 0) return;
  if (!target.contains(selection.getRangeAt(0).commonAncestorContainer)) return;
  const id = target.dataset.id;
  if (!id) return;
  event.clipboardData.setData("text/plain", id);
  event.preventDefault();
}
