import { lazy, Suspense } from "react";
import { markBidiControls } from "../../model/format/bidi-controls";
import { PayloadLimit } from "./PayloadLimit";
import { useWhenInputRests } from "../useWhenInputRests";

const JsonEditor = lazy(() =>
  import("./JsonEditor").then((module) => ({ default: module.JsonEditor })),
);

/**
 * Text (usually pretty-printed JSON) in a lazily loaded, read-only Monaco view. Until Monaco
 * arrives, the first lines show as plain text (bidi controls tagged, as Monaco tags them),
 * so a slow first load never shows nothing. The editor comes once the person stops
 * scrolling, typing or stepping through the tree for a moment (`useWhenInputRests`): its
 * first load and each editor it creates are long tasks that would freeze their input.
 */
export function JsonView({
  text,
  label,
  language = "json",
}: {
  text: string;
  label: string;
  language?: string;
}) {
  const hasRested = useWhenInputRests();
  const plain = (
    <pre className="h-full overflow-hidden p-2 font-mono text-xs text-slate-500">
      {markBidiControls(text.slice(0, 2000))}
    </pre>
  );
  return (
    <PayloadLimit longest={text.length} what="characters">
      {(cut) =>
        hasRested ? (
          <Suspense fallback={plain}>
            <JsonEditor text={cut(text)} language={language} label={label} />
          </Suspense>
        ) : (
          plain
        )
      }
    </PayloadLimit>
  );
}
