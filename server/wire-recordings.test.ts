/**
 * Every recorded Fruxon response in fixtures/fruxon/ is read by the app's own normalisers
 * (and error bodies by the proxy's upstream error path) without a problem and without
 * dropping anything: the app is built for the API's shapes, not only for the demo's.
 */
import { describe, expect, it } from "vitest";
import { ENDPOINTS, loadRecordings } from "./testing/fruxon-recordings";

const recordings = loadRecordings();

describe("recorded Fruxon responses", () => {
  it("cover every call the proxy makes, each file under a known endpoint", () => {
    expect(recordings.map((recording) => recording.endpoint)).toEqual(
      expect.arrayContaining(Object.keys(ENDPOINTS)),
    );
    for (const { file, endpoint } of recordings)
      expect(ENDPOINTS[endpoint], `${file}: no row in ENDPOINTS`).toBeDefined();
  });

  it.each(recordings.map((recording) => [recording.file, recording] as const))(
    "%s normalises without problems",
    async (_file, recording) => {
      expect(await ENDPOINTS[recording.endpoint]!.read(recording)).toEqual([]);
    },
  );
});
