import { deliveryVerdict } from "../../model/decode/result-delivery";
import type { ResultDelivery } from "../../model/run";

/**
 * What the model saw of the result, as `resultDelivery` records it: stated plainly when it
 * saw less than the tool returned; "the whole result" only when the sizes say so; and
 * "unknown" when no sizes were recorded.
 */
export function ResultDeliveryNotice({
  delivery,
}: {
  delivery: ResultDelivery | null;
}) {
  const verdict = deliveryVerdict(delivery);
  if (verdict.kind !== "partial")
    return (
      <p
        role="note"
        data-testid="result-delivery-notice"
        className="border-b border-slate-100 px-2 py-1 text-xs text-slate-600"
      >
        {verdict.text[0]!.toUpperCase() + verdict.text.slice(1)}.
      </p>
    );
  return (
    <p
      role="note"
      data-testid="result-delivery-notice"
      className="border-b border-step-warn-line bg-step-warn-soft px-2 py-1.5 text-xs text-step-warn"
    >
      <span className="font-semibold">Partial result: {verdict.text}.</span> The
      model did not see the whole result shown below — a model that "ignored"
      items may simply never have been shown them.
    </p>
  );
}
