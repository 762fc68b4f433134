import { DataText } from "../../ui/DataText";
import type { RunCustomer } from "./run-row-view";

/**
 * Whom a run served: the name its record's trigger gives, else the participant id (cut
 * with an ellipsis, whole on hover), else that the record names nobody. Above the row's
 * link overlay, so a long value can be hovered and selected.
 */
export function RunCustomerCell({ customer }: { customer: RunCustomer }) {
  if (customer === null)
    return (
      <span className="whitespace-nowrap text-xs text-slate-500">
        not recorded
      </span>
    );
  if ("name" in customer)
    return (
      <DataText
        text={customer.name}
        title={customer.name}
        className="relative z-10 block max-w-40 truncate"
      />
    );
  return (
    <span
      title={`participant ${customer.id}`}
      className="relative z-10 block max-w-40 truncate font-mono text-xs"
    >
      {customer.id}
    </span>
  );
}
