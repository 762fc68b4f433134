import { lazy, Suspense } from "react";
import { PayloadLimit } from "./PayloadLimit";
import { useWhenInputRests } from "../useWhenInputRests";

const JsonDiffEditor = lazy(() =>
  import("./JsonDiffEditor").then((module) => ({
    default: module.JsonDiffEditor,
  })),
);

/**
 * Two texts (usually pretty-printed, key-sorted JSON) in a lazily loaded, read-only Monaco
 * diff editor: left is the other run, right is this run. Until Monaco arrives (once the
 * person's input rests, as `JsonView` waits) both sides show as plain text; payloads above
 * the inline limit are cut, with "load full".
 */
export function JsonDiffView({
  left,
  right,
  label,
  language = "json",
}: {
  left: string;
  right: string;
  label: string;
  language?: string;
}) {
  const hasRested = useWhenInputRests();
  const plain = (
    <div className="grid h-full grid-cols-2 gap-2 overflow-hidden p-2 font-mono text-xs text-slate-500">
      <pre>{left.slice(0, 2000)}</pre>
      <pre>{right.slice(0, 2000)}</pre>
    </div>
  );
  return (
    <PayloadLimit
      longest={Math.max(left.length, right.length)}
      what="characters of each side"
    >
      {(cut) =>
        hasRested ? (
          <Suspense fallback={plain}>
            <JsonDiffEditor
              left={cut(left)}
              right={cut(right)}
              language={language}
              label={label}
            />
          </Suspense>
        ) : (
          plain
        )
      }
    </PayloadLimit>
  );
}
