import type { Step } from "../../model/run";
import { markBidiControls } from "../../model/format/bidi-controls";
import { usePrintMedia } from "../../ui/usePrintMedia";
import { rawStepText } from "../../model/format/payload-text";

/**
 * The selected step in full, for paper: its whole JSON as wrapped text. The panes' editors
 * show only the lines in view, so they cannot print a step; this stands in for them in the
 * print stylesheet, and is rendered only while printing.
 */
export function StepPrintText({ step }: { step: Step }) {
  const isPrinting = usePrintMedia();
  if (!isPrinting) return null;
  return (
    <section
      aria-label={`Step ${step.path} in full`}
      className="hidden px-3 py-2 print:block"
    >
      <h3 className="text-xs font-semibold uppercase text-slate-600">
        Step {step.path} in full (raw JSON)
      </h3>
      <pre className="whitespace-pre-wrap break-words font-mono text-[8pt] leading-snug">
        {markBidiControls(rawStepText(step))}
      </pre>
    </section>
  );
}
