import type { FindingCommand } from "../../model/findings/finding";
import { markBidiControls } from "../../model/format/bidi-controls";
import { CopyButton } from "../CopyButton";
import { DataText } from "../DataText";

/**
 * A command to run by hand — shown and copyable, never executed (Tracelens is read-only).
 * Shown with bidi controls tagged (a quoted value from the data cannot reorder what is read);
 * copied as it is, so the command pasted is the one the data asks for.
 */
export function CommandLine({ command }: { command: FindingCommand }) {
  return (
    <div className="text-xs">
      <div className="flex items-center gap-1">
        <code
          className="min-w-0 flex-1 truncate rounded bg-slate-100 px-1.5 py-0.5 font-mono"
          title={markBidiControls(command.command)}
        >
          {markBidiControls(command.command)}
        </code>
        <CopyButton
          text={command.command}
          label={markBidiControls(`Copy: ${command.label ?? command.command}`)}
        />
      </div>
      <p className="text-slate-500">
        {command.label && (
          <span className="font-medium text-slate-600">{command.label}: </span>
        )}
        {command.note && <DataText text={command.note} />}
      </p>
    </div>
  );
}
