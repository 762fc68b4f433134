import { useEffect, useState } from "react";
import { useOpenFiles } from "./useOpenFiles";

/**
 * Drop a bundle or saved JSON anywhere on the page to open it (decision 1703). Only file
 * drags are taken: text dragged within the page is left alone.
 */
export function FileDropZone() {
  const [isOver, setOver] = useState(false);
  const open = useOpenFiles();
  useEffect(() => {
    const hasFiles = (event: DragEvent) =>
      event.dataTransfer?.types.includes("Files") ?? false;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setOver(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setOver(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setOver(false);
      void open([...(event.dataTransfer?.files ?? [])]);
    };
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, [open]);
  if (!isOver) return null;
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40"
    >
      <p className="rounded bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-lg">
        Drop a .tracelens.json bundle or saved JSON to open it here
      </p>
    </div>
  );
}
