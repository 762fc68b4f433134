/**
 * The demo API speaks the recorded API's dialect: for each endpoint, the union of the demo's
 * answers has the same key paths, with the same JSON types, as the union of the recordings
 * in fixtures/fruxon/. A field the demo invents, or a real field it never sends, fails here
 * — so the demo cannot drift into shapes the live API does not have.
 */
import { describe, expect, it } from "vitest";
import { createDemoApi, DEMO_TOKEN } from "./demo-api";
import { demoData } from "./test-helpers";
import { ENDPOINTS, loadRecordings } from "../testing/fruxon-recordings";
import {
  jsonShape,
  shapeDifferences,
  type JsonShape,
} from "../testing/json-shape";

const recordings = loadRecordings();
const data = demoData();
const api = createDemoApi(data);

const served = Object.entries(ENDPOINTS).filter(
  ([, endpoint]) => endpoint.demo(data).length > 0,
);

describe("the demo API's dialect", () => {
  it.each(served)(
    "%s: same keys and types as the recordings",
    async (name, endpoint) => {
      const options = {
        freeForm: new Set(endpoint.freeForm ?? []),
        stepArrays: new Set(["traces", "steps"]),
      };
      const recorded: JsonShape = new Map();
      for (const recording of recordings.filter((r) => r.endpoint === name))
        jsonShape(recording.body, options, recorded);
      expect(recorded.size, `no recording for ${name}`).toBeGreaterThan(0);

      const demo: JsonShape = new Map();
      for (const request of endpoint.demo(data)) {
        const response = await api.request(request.path, {
          headers: { Authorization: `Bearer ${request.token ?? DEMO_TOKEN}` },
        });
        jsonShape(await response.json(), options, demo);
      }
      const gaps = (endpoint.notInDemo ?? []).map(
        (path) => `${path}: the demo never sends`,
      );
      const isGap = (line: string) => gaps.some((gap) => line.startsWith(gap));
      const differences = shapeDifferences(recorded, demo);
      expect(differences.filter((line) => !isGap(line))).toEqual([]);
      // The list of gaps stays true: one the demo has since filled is taken off it.
      for (const gap of gaps)
        expect(
          differences.some((line) => line.startsWith(gap)),
          gap,
        ).toBe(true);
    },
  );
});
