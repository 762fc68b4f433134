import type { FindingCommand } from "../../model/findings/finding";
import { CopyButton } from "../CopyButton";

/** A command to run by hand — shown and copyable, never executed (Tracelens is read-only). */
export function CommandLine({ command }: { command: FindingCommand }) {
  return (
    <div className="text-xs">
      <div className="flex items-center gap-1">
        <code
          className="min-w-0 flex-1 truncate rounded bg-slate-100 px-1.5 py-0.5 font-mono"
          title={command.command}
        >
          {command.command}
        </code>
        <CopyButton
          text={command.command}
          label={`Copy: ${command.label ?? command.command}`}
        />
      </div>
      <p className="text-slate-500">
        {command.label && (
          <span className="font-medium text-slate-600">{command.label}: </span>
        )}
        {command.note}
      </p>
    </div>
  );
}
