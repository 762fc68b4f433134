import { formatCost } from "../../model/format/cost";
import type {
  LedgerExclusion,
  LedgerPass,
} from "../../model/state/state-model";
import { loadedValue, type ContextPart } from "../../model/topic/topic";
import { Table, type TableColumn } from "../../ui/Table";
import { Timestamp } from "../../ui/Timestamp";
import { StatePartNote } from "./StatePartNote";

const PASS_COLUMNS: TableColumn[] = [
  "Fired",
  "Admitted",
  "Dispatched",
  "Completed",
  "Runs",
  "Cost",
].map((heading) => ({ heading }));

/**
 * The automation's bill and backlog: one row per pass (admitted / dispatched / completed /
 * runs and the all-in cost of the fire), with the workflow's two readings, and the exclusion
 * reasons with their counts — the exact strings `redrive-many --ignore-reason` takes.
 */
export function AutomationBill({
  passes,
  exclusions,
}: {
  passes: ContextPart<LedgerPass[]>;
  exclusions: ContextPart<LedgerExclusion[]>;
}) {
  const passRows = loadedValue(passes);
  const reasons = loadedValue(exclusions);
  return (
    <>
      <StatePartNote name="Passes" part={passes} />
      {passRows && passRows.length > 0 && (
        <section aria-label="Passes">
          <h3 className="font-semibold">The automation's passes</h3>
          <Table
            look="plain"
            columns={PASS_COLUMNS}
            rows={passRows}
            renderRow={(pass, i) => {
              const isFloor =
                pass.completed !== null &&
                pass.dispatched !== null &&
                pass.completed < pass.dispatched;
              return (
                <tr key={pass.id ?? i}>
                  <td>
                    <Timestamp ms={pass.firedAt} showRelative={false} />
                  </td>
                  <td>{pass.admitted ?? "—"}</td>
                  <td>{pass.dispatched ?? "—"}</td>
                  <td>{pass.completed ?? "—"}</td>
                  <td>{pass.runs ?? "—"}</td>
                  <td>
                    {formatCost(pass.cost)}
                    {isFloor && (
                      <span className="text-step-warn">
                        {" "}
                        (a floor: not all completed)
                      </span>
                    )}
                  </td>
                </tr>
              );
            }}
          />
          <p className="mt-1 text-[11px] text-slate-500">
            Runs below dispatched is not a lost item: runs in flight or parked
            on a person. A pass's cost rises after it fired as its runs finish —
            read it once completed has caught up with dispatched.
          </p>
        </section>
      )}
      <StatePartNote name="Exclusion reasons" part={exclusions} />
      {reasons && reasons.length > 0 && (
        <section aria-label="Exclusion reasons">
          <h3 className="font-semibold">Exclusion reasons</h3>
          <ul>
            {reasons.map((reason) => (
              <li key={`${reason.stage}:${reason.reason}`}>
                <code className="font-mono">{reason.reason}</code> ·{" "}
                {reason.count ?? "?"} item
                {reason.count === 1 ? "" : "s"}
                {reason.stage && (
                  <span className="text-slate-500"> ({reason.stage})</span>
                )}
              </li>
            ))}
          </ul>
          <p className="text-[11px] text-slate-500">
            Each string is what <code>redrive-many --ignore-reason</code> takes,
            matched whole and case-sensitively.
          </p>
        </section>
      )}
    </>
  );
}
