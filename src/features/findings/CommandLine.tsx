import { useState } from "react";
import type { FindingCommand } from "../../model/findings/finding";

/** A CLI command to run by hand — shown and copyable, never executed (Tracelens is read-only). */
export function CommandLine({ command }: { command: FindingCommand }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command.command);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="text-xs">
      <div className="flex items-center gap-1">
        <code
          className="min-w-0 flex-1 truncate rounded bg-slate-100 px-1.5 py-0.5 font-mono"
          title={command.command}
        >
          {command.command}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={`Copy: ${command.command}`}
          className="shrink-0 rounded border border-slate-300 px-1.5 py-0.5 hover:bg-slate-50"
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <p className="text-slate-500">{command.note}</p>
    </div>
  );
}
