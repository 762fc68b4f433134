import type { ContextPart } from "../../model/topic/topic";
import { CopyButton } from "../../ui/CopyButton";
import { markBidiControls } from "../../model/format/bidi-controls";
import { DataText } from "../../ui/DataText";

/**
 * A part of the state that is not shown as data: loading, failed (the message), or not
 * exposed / not saved — with the CLI command whose `-o json` output, saved into a
 * `--traces` folder, gives the same answer (decision 1500).
 */
export function StatePartNote({
  name,
  part,
}: {
  name: string;
  part: ContextPart<unknown>;
}) {
  if (part.state === "loaded") return null;
  if (part.state === "loading")
    return (
      <p role="status" className="text-xs text-slate-500">
        Reading {name}…
      </p>
    );
  if (part.state === "failed")
    return (
      <p className="text-xs text-step-error">
        {name}: <DataText text={part.message} />
      </p>
    );
  return (
    <p className="text-xs text-slate-600">
      <span className="font-medium">{name}: </span>
      <DataText text={part.message} />
      {part.command && (
        <>
          {" "}
          The same answer comes from{" "}
          <code className="rounded bg-slate-100 px-1 font-mono">
            {markBidiControls(part.command)}
          </code>{" "}
          <CopyButton text={part.command} label={`Copy: ${part.command}`} />
        </>
      )}
    </p>
  );
}
