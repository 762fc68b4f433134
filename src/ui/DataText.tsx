import { markBidiControls } from "../model/format/bidi-controls";
import { keepLtrAroundRtl } from "../model/format/bidi";
import { cn } from "./cn";

/**
 * A string from the data, shown for what it holds: bidi control characters written as
 * visible tags (`markBidiControls`: a tool named `\u202Egnp.exe` does not read "exe.png"),
 * isolated from the text around it (`<bdi>`: its direction is its own first strong letter)
 * and with digits after a right-to-left phrase kept in order (`keepLtrAroundRtl`). Use it
 * for names, subjects, errors, messages and titles that come from a trace, a conversation
 * or the state: `Claims sweep for דנה לוי (+972-52-555-0142)` then reads as written.
 * `block` makes it a paragraph (`<p dir="auto">`) for message and detail text.
 */
export function DataText({
  text,
  className,
  title,
  block = false,
}: {
  text: string;
  className?: string;
  title?: string;
  block?: boolean;
}) {
  const shown = keepLtrAroundRtl(markBidiControls(text));
  const tip = title === undefined ? undefined : markBidiControls(title);
  return block ? (
    <p dir="auto" className={cn(className)} title={tip}>
      {shown}
    </p>
  ) : (
    <bdi className={cn(className)} title={tip}>
      {shown}
    </bdi>
  );
}
