import { keepLtrAroundRtl } from "../model/format/bidi";
import { cn } from "./cn";

/**
 * A string from the data, isolated from the text around it (`<bdi>`: its direction is its
 * own first strong letter) and with digits after a right-to-left phrase kept in order
 * (`keepLtrAroundRtl`). Use it for names, subjects, errors and titles that come from a
 * trace: `Claims sweep for דנה לוי (+972-52-555-0142)` then reads as written.
 */
export function DataText({
  text,
  className,
  title,
}: {
  text: string;
  className?: string;
  title?: string;
}) {
  return (
    <bdi className={cn(className)} title={title}>
      {keepLtrAroundRtl(text)}
    </bdi>
  );
}
