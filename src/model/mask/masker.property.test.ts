/**
 * Property: for any generated run whose people are in the mask input, the masked run holds
 * none of the personal strings planted in it — not in its serialised form, not at any depth
 * of JSON-in-strings once every escape is decoded — and it is still the same run: every
 * string that held JSON still does, and the trace normalises to the same steps.
 */
import { describe, expect, it } from "vitest";
import { decodeNestedJson } from "../decode/json-in-strings";
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import { plantedRun } from "../testing/planted-run";
import { escapedView } from "./escaped-view";
import { createMasker } from "./masker";
import { collectMaskSubjects } from "./subjects";

const SEEDS = Array.from({ length: 30 }, (_, index) => index + 1);

function survivors(serialised: string, planted: readonly string[]): string[] {
  const readable = escapedView(serialised).text;
  const compact = readable.replace(/[\s\-().+]/g, "");
  const lower = readable.toLowerCase();
  return planted.filter((spelling) => {
    const digits = spelling.replace(/\D/g, "");
    if (digits.length >= 8 && !/\p{L}/u.test(spelling))
      return compact.includes(digits);
    if (/\s|@/.test(spelling)) return lower.includes(spelling.toLowerCase());
    const word = spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u").test(readable);
  });
}

describe("masking a generated run (property)", () => {
  it.each(SEEDS)(
    "seed %i: no planted personal string survives, and the run is the same run",
    (seed) => {
      const run = plantedRun(seed);
      const input = collectMaskSubjects({
        records: [run.record],
        traces: [run.trace],
        participants: run.participants,
      });
      const data = {
        record: run.record,
        trace: run.trace,
        result: run.result,
        conversation: run.conversation,
      };
      const masked = createMasker(input).maskValue(data);
      const serialised = JSON.stringify(masked);

      expect(survivors(JSON.stringify(data), run.planted)).toEqual(run.planted);
      expect(survivors(serialised, run.planted)).toEqual([]);
      expect(decodeNestedJson(masked).decodedStrings).toBe(
        decodeNestedJson(data).decodedStrings,
      );
      expect(normalizeFruxonTrace(masked.trace).steps.length).toBe(
        normalizeFruxonTrace(data.trace).steps.length,
      );
    },
  );
});
