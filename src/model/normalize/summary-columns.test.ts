import { describe, expect, it } from "vitest";
import { asMs, type Step } from "../run";
import { FIXTURE_JSON_FILES } from "../testing/fixture-files";
import { makeLlmStep, makeToolStep, makeTrace } from "../testing/builders";
import { plantedRun } from "../testing/planted-run";
import { normalizeFruxonTrace } from "./fruxon-trace";
import {
  columnsTransfer,
  SummaryDecoder,
  SummaryEncoder,
} from "./summary-columns";
import { toSummaryStep } from "./summary-step";

/** What the page had when summaries crossed as objects: `toSummaryStep`, children aside. */
const expected = (steps: readonly Step[]) =>
  steps.map((step) => ({ ...toSummaryStep(step), children: [] }));

/** Steps encoded in chunks of `size`, each cloned as `postMessage` would, then decoded. */
function roundTrip(steps: readonly Step[], size: number): Step[] {
  const encoder = new SummaryEncoder();
  const decoder = new SummaryDecoder();
  const decoded: Step[] = [];
  for (let from = 0; from === 0 || from < steps.length; from += size) {
    const columns = encoder.encode(steps.slice(from, from + size));
    const crossed = structuredClone(columns, {
      transfer: columnsTransfer(columns),
    });
    decoded.push(...decoder.decode(crossed));
  }
  return decoded;
}

function fixtureTraces() {
  return FIXTURE_JSON_FILES.flatMap(({ path, text }) => {
    try {
      return [{ path, steps: normalizeFruxonTrace(JSON.parse(text)).steps }];
    } catch {
      return []; // not a Fruxon trace (a record, a list, a fast-agent file…)
    }
  });
}

describe("summary columns", () => {
  const traces = fixtureTraces();

  it("reads some fixtures as traces", () =>
    expect(traces.length).toBeGreaterThan(5));

  for (const { path, steps } of traces)
    it(`give back the summaries of ${path}`, () => {
      expect(roundTrip(steps, 3)).toEqual(expected(steps));
      expect(roundTrip(steps, 2000)).toEqual(expected(steps));
    });

  it("give back generated runs' summaries", () => {
    for (const seed of [1, 2, 3]) {
      const { steps } = normalizeFruxonTrace(plantedRun(seed, 60).trace);
      expect(roundTrip(steps, 7)).toEqual(expected(steps));
    }
  });

  it("keep what only some steps carry: problems, tags, a cost, a tool without identity", () => {
    const [step] = makeTrace([
      makeToolStep("crm/lookup", {
        resultDelivery: {
          originalChars: 40_000,
          deliveredChars: 1_200,
          offloaded: true,
          projected: false,
        },
      }),
    ]).steps;
    const odd: Step = {
      ...step!,
      problems: ["no status"],
      tags: ["sub-agent", "parallel"],
      startTime: null,
      tool: { ...step!.tool!, tool: null, cost: { credits: 3 } },
    };
    expect(roundTrip([odd, step!], 1)).toEqual(expected([odd, step!]));
  });

  it("send each string once per trace, however many steps or chunks use it", () => {
    const { steps } = makeTrace(
      Array.from({ length: 50 }, () => makeToolStep("crm/lookup")),
    );
    const encoder = new SummaryEncoder();
    const first = encoder.encode(steps.slice(0, 25));
    const second = encoder.encode(steps.slice(25));
    const all = [...first.newStrings, ...second.newStrings];
    expect(new Set(all).size).toBe(all.length);
    expect(second.newStrings).not.toContain("TOOL");
    expect(second.paths).toContain(steps[30]!.path);
  });

  it("share the strings and empty lists of decoded steps", () => {
    const { steps } = makeTrace([
      makeToolStep("crm/lookup"),
      makeToolStep("crm/lookup"),
    ]);
    const [a, b] = roundTrip(steps, 1);
    expect(a!.problems).toBe(b!.problems);
    expect(Object.isFrozen(a!.tags)).toBe(true);
    expect(() => a!.children.push(1)).toThrow();
  });

  it("share one frozen identity among the steps that call the same tool", () => {
    const { steps } = makeTrace([
      makeToolStep("crm/lookup"),
      makeToolStep("crm/update"),
      makeToolStep("crm/lookup"),
    ]);
    const [first, other, again] = roundTrip(steps, 2);
    expect(first!.tool!.tool).toBe(again!.tool!.tool);
    expect(first!.tool!.tool).not.toBe(other!.tool!.tool);
    expect(Object.isFrozen(first!.tool!.tool)).toBe(true);
  });

  it("keep every number as it was: fractions, -0 and large whole numbers", () => {
    const [step] = makeTrace([makeLlmStep()]).steps;
    const odd: Step = {
      ...step!,
      durationMs: asMs(-0),
      llm: {
        ...step!.llm!,
        tokens: { input: 2 ** 40, output: 0.5, cached: -3, thinking: null },
        costs: { ...step!.llm!.costs, total: 0.0125 },
      },
    };
    const [decoded] = roundTrip([odd], 1);
    expect(Object.is(decoded!.durationMs, -0)).toBe(true);
    expect(decoded!.llm!.tokens).toEqual(odd.llm!.tokens);
    expect(decoded!.llm!.costs.total).toBe(0.0125);
  });
});
