/**
 * Reading a bundle: every way a file can fail to be one gets a message that says what and
 * where; a good bundle (with fields a newer Tracelens added) reads.
 */
import { describe, expect, it } from "vitest";
import record from "../../../fixtures/saved-runs/waiting-consult-get.json";
import trace from "../../../fixtures/saved-runs/legacy-bare-trace-unknown-type.json";
import { BundleError } from "./bundle-schema";
import { buildBundle, serializeBundle } from "./build-bundle";
import { isBundleJson, readBundle } from "./read-bundle";

const legacyRecord = {
  id: "c0ffee00-0000-4000-8000-000000000008",
  agentId: "legacy_importer",
  status: "COMPLETED",
};
const good = buildBundle({
  run: { record: legacyRecord, trace },
  previousRun: { record },
  source: { kind: "traces" },
  tracelensVersion: "0.1.0",
  createdAt: 0,
}).bundle;
interface BundleJson {
  manifest?: Record<string, unknown>;
  run: { record?: { id: string }; trace?: unknown };
  notes?: unknown[];
  [key: string]: unknown;
}
const goodJson = () => JSON.parse(serializeBundle(good)) as BundleJson;

function messageOf(input: unknown): string {
  try {
    readBundle(input);
  } catch (error) {
    expect(error).toBeInstanceOf(BundleError);
    return (error as Error).message;
  }
  throw new Error("expected the bundle to be refused");
}

describe("readBundle", () => {
  it("reads a bundle written by buildBundle, a bare old-generation trace included", () => {
    expect(readBundle(serializeBundle(good))).toEqual(good);
    expect(isBundleJson(goodJson())).toBe(true);
  });

  it("keeps fields it does not know, so a newer minor addition still opens", () => {
    const json = goodJson();
    json.manifest!.viewer = { theme: "dark" };
    json.extra = [1, 2];
    expect(readBundle(json)).toMatchObject({
      extra: [1, 2],
      manifest: { viewer: { theme: "dark" } },
    });
  });

  it("names the line and column of a file that is not JSON", () => {
    expect(messageOf('{\n  "format": "tracelens-bundle",\n  oops\n}')).toMatch(
      /^This file is not JSON: .* at line 3, column 3/,
    );
    expect(messageOf('{"format": "tracelens-bundle", "run": {')).toMatch(
      /was it cut short/,
    );
  });

  it("says when JSON is not a bundle at all", () => {
    expect(messageOf(JSON.stringify(trace))).toBe(
      'This is not a Tracelens bundle: it has no "format": "tracelens-bundle".',
    );
    expect(isBundleJson(trace)).toBe(false);
  });

  it("says which version a bundle is and which this Tracelens reads", () => {
    expect(messageOf({ ...goodJson(), formatVersion: 2 })).toBe(
      "This bundle is format version 2; this Tracelens reads version 1 — update Tracelens to open it.",
    );
    expect(messageOf({ ...goodJson(), formatVersion: "1" })).toMatch(
      /no readable format version/,
    );
  });

  it("names the part a damaged bundle lacks", () => {
    const noRecord = goodJson();
    delete noRecord.run.record;
    expect(messageOf(noRecord)).toMatch(
      /^This bundle is incomplete or damaged: run\.record /,
    );
    const badTrace = goodJson();
    badTrace.run.trace = { steps: [] };
    expect(messageOf(badTrace)).toMatch(/run\.trace/);
    const noManifest = goodJson();
    delete noManifest.manifest;
    expect(messageOf(noManifest)).toMatch(/manifest/);
  });

  it("refuses a bundle that contradicts itself", () => {
    const wrongRecord = goodJson();
    wrongRecord.run.record!.id = "someone-else";
    expect(messageOf(wrongRecord)).toBe(
      "run.record is run someone-else, not c0ffee00-0000-4000-8000-000000000008.",
    );
    const strayNote = goodJson();
    strayNote.notes = [
      {
        runId: "elsewhere",
        stepPath: null,
        text: "hi",
        author: "a",
        createdAt: 0,
      },
    ];
    expect(messageOf(strayNote)).toBe(
      "A note is on run elsewhere, which this bundle does not hold.",
    );
  });
});
