import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
  type WireStep,
} from "../testing/builders";
import type { RunTrace } from "../run";
import { alignRuns, stepSignature } from "./align";

/** Rows as `leftPath|rightPath` (`-` for a missing side), in tree order. */
function rowsOf(left: RunTrace, right: RunTrace): string[] {
  return alignRuns(left, right).map(
    (row) =>
      `${row.left >= 0 ? left.steps[row.left]!.path : "-"}|${row.right >= 0 ? right.steps[row.right]!.path : "-"}`,
  );
}

const search = () => makeToolStep("google_gmail/search");
const consult = () => makeToolStep("system/consult_for_role");
const write = () => makeToolStep("system/memory_write");
const roster = () => makeToolStep("google_sheets/read_range");
const flow = (steps: WireStep[]) =>
  makeStep({ displayName: "Agent", steps: [makeLlmStep({ steps })] });

describe("alignRuns", () => {
  it("pairs every step of identical runs with itself", () => {
    const steps = () => [flow([search(), consult(), write()])];
    const left = makeTrace(steps());
    const right = makeTrace(steps());
    expect(rowsOf(left, right)).toEqual([
      "1|1",
      "1.1|1.1",
      "1.1.1|1.1.1",
      "1.1.2|1.1.2",
      "1.1.3|1.1.3",
    ]);
  });

  it("shows one inserted step as one added row; the steps after it stay paired", () => {
    // left:  search  consult  write
    // right: search  roster   consult  write
    const left = makeTrace([flow([search(), consult(), write()])]);
    const right = makeTrace([flow([search(), roster(), consult(), write()])]);
    expect(rowsOf(left, right)).toEqual([
      "1|1",
      "1.1|1.1",
      "1.1.1|1.1.1",
      "-|1.1.2",
      "1.1.2|1.1.3",
      "1.1.3|1.1.4",
    ]);
  });

  it("shows one removed step as one removed row", () => {
    const left = makeTrace([flow([search(), roster(), consult(), write()])]);
    const right = makeTrace([flow([search(), consult(), write()])]);
    expect(rowsOf(left, right)).toEqual([
      "1|1",
      "1.1|1.1",
      "1.1.1|1.1.1",
      "1.1.2|-",
      "1.1.3|1.1.2",
      "1.1.4|1.1.3",
    ]);
  });

  it("pairs one of a reordered pair and shows the other as removed and added", () => {
    const left = makeTrace([flow([search(), roster()])]);
    const right = makeTrace([flow([roster(), search()])]);
    const rows = rowsOf(left, right).slice(2);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => !row.includes("-"))).toHaveLength(1);
    expect(rows.filter((row) => row.startsWith("-|"))).toHaveLength(1);
    expect(rows.filter((row) => row.endsWith("|-"))).toHaveLength(1);
  });

  it("pairs a retried tool call with its original and shows the retry as added", () => {
    // left:  search  consult                 write
    // right: search  consult ✗  consult (retry)  write
    const left = makeTrace([flow([search(), consult(), write()])]);
    const right = makeTrace([
      flow([
        search(),
        makeToolStep("system/consult_for_role", { status: "ERROR" }),
        consult(),
        write(),
      ]),
    ]);
    expect(rowsOf(left, right).slice(2)).toEqual([
      "1.1.1|1.1.1",
      "1.1.2|1.1.2",
      "-|1.1.3",
      "1.1.3|1.1.4",
    ]);
  });

  it("aligns deep nesting without recursion and without shifting deeper rows", () => {
    const chain = (depth: number, extraAt: number) => {
      let node: WireStep = search();
      for (let level = depth; level > 0; level--) {
        const children = level === extraAt ? [roster(), node] : [node];
        node = makeStep({ displayName: "Nested", steps: children });
      }
      return makeTrace([node]);
    };
    const left = chain(3000, -1);
    const right = chain(3000, 1500);
    const rows = alignRuns(left, right);
    expect(rows).toHaveLength(3002);
    expect(rows.filter((row) => row.left < 0)).toHaveLength(1);
    expect(rows.filter((row) => row.right < 0)).toHaveLength(0);
    const deepest = rows[rows.length - 1]!;
    expect(deepest.depth).toBe(3000);
    expect(left.steps[deepest.left]!.kind).toBe("TOOL");
    expect(right.steps[deepest.right]!.kind).toBe("TOOL");
  });

  it("aligns runs whose step counts differ by an order of magnitude", () => {
    const left = makeTrace([flow(Array.from({ length: 20 }, search))]);
    const right = makeTrace([
      flow(
        Array.from({ length: 200 }, (_, i) =>
          i % 10 === 0 ? search() : roster(),
        ),
      ),
    ]);
    const rows = rowsOf(left, right);
    expect(rows).toHaveLength(2 + 200);
    const pairedSearches = rows.filter(
      (row) => !row.includes("-") && row.startsWith("1.1."),
    );
    expect(pairedSearches).toHaveLength(20);
    expect(pairedSearches[1]).toBe("1.1.2|1.1.11");
    expect(rows.filter((row) => row.startsWith("-|"))).toHaveLength(180);
  });

  it("never pairs steps that call different tools under the same name", () => {
    const left = makeTrace([
      makeToolStep("google_gmail/search", { displayName: "Search" }),
    ]);
    const right = makeTrace([
      makeToolStep("hubspot/search", { displayName: "Search" }),
    ]);
    expect(rowsOf(left, right)).toEqual(["1|-", "-|1"]);
  });

  it("leaves the whole subtree of an unpaired step unpaired", () => {
    const left = makeTrace([makeStep({ displayName: "A" })]);
    const right = makeTrace([
      makeStep({ displayName: "A" }),
      makeStep({ displayName: "B", steps: [search(), consult()] }),
    ]);
    expect(rowsOf(left, right)).toEqual(["1|1", "-|2", "-|2.1", "-|2.2"]);
  });

  it("gives LLM steps their name as identity and tool steps their tool", () => {
    const trace = makeTrace([
      makeLlmStep({ displayName: "Compose digest" }),
      makeToolStep("slack/post_message", { displayName: "Post" }),
    ]);
    expect(stepSignature(trace.steps[0]!)).toBe("LLM_STEP\u0000Compose digest");
    expect(stepSignature(trace.steps[1]!)).toBe("TOOL\u0000slack/post_message");
  });
});
