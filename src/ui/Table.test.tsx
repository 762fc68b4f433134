// @vitest-environment jsdom
/**
 * `Table` draws the headings and one row per item by the caller's renderer; a list with no
 * rows says what it was given to say instead, and widths make a column group.
 */
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./Table";

const COLUMNS: TableColumn[] = [
  { heading: "Name" },
  { heading: "Count", className: "text-right", width: "w-16" },
];
const row = (name: string) => (
  <tr key={name}>
    <td>{name}</td>
    <td>1</td>
  </tr>
);

/** The table drawn into a detached element, to query. */
function drawn(props: ComponentProps<typeof Table<string>>): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<Table {...props} />);
  return host;
}

describe("Table", () => {
  it("lists a row per item under the headings, in a focusable box", () => {
    const host = drawn({
      look: "list",
      label: "Things",
      columns: COLUMNS,
      rows: ["a", "b"],
      renderRow: row,
      empty: "Nothing.",
    });
    const table = host.querySelector("table")!;
    expect(table.getAttribute("aria-label")).toBe("Things");
    const headings = [...table.querySelectorAll("th")];
    expect(headings.map((th) => th.textContent)).toEqual(["Name", "Count"]);
    expect(table.querySelectorAll("tbody tr")).toHaveLength(2);
    expect(table.parentElement!.tabIndex).toBe(0);
    expect(table.querySelectorAll("col")).toHaveLength(2);
  });

  it("says what an empty list was given to say, and draws no table", () => {
    const host = drawn({
      look: "list",
      columns: COLUMNS,
      rows: [],
      renderRow: row,
      empty: "Nothing.",
    });
    expect(host.querySelector("table")).toBeNull();
    expect(host.textContent).toBe("Nothing.");
  });

  it("draws an empty table without a box when it has nothing to say", () => {
    const host = drawn({
      look: "plain",
      columns: [{ heading: "Name" }],
      rows: [],
      renderRow: row,
    });
    expect(host.querySelector("table")!.parentElement).toBe(host);
    expect(host.querySelector("colgroup")).toBeNull();
  });
});
