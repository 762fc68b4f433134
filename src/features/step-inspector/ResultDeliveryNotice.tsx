import { describePartialDelivery } from "../../model/decode/result-delivery";
import type { ResultDelivery } from "../../model/run";

/** Stated plainly whenever the model saw less than the tool returned. */
export function ResultDeliveryNotice({
  delivery,
}: {
  delivery: ResultDelivery | null;
}) {
  const text = describePartialDelivery(delivery);
  if (!text) return null;
  return (
    <p
      role="note"
      data-testid="result-delivery-notice"
      className="border-b border-step-warn-line bg-step-warn-soft px-2 py-1.5 text-xs text-step-warn"
    >
      <span className="font-semibold">Partial result: {text}.</span> The model
      did not see the whole result shown below — a model that "ignored" items
      may simply never have been shown them.
    </p>
  );
}
