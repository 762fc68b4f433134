/**
 * `--traces bundle.tracelens.json` (and bundles inside a `--traces` folder): the proxy serves
 * a bundle's runs through the saved-JSON source, recognised by content, over the same HTTP
 * routes as any run — record, trace, result and tree of the run and of the previous run the
 * compare uses. A masked bundle of the demo's D1 serves none of the demo people's names,
 * numbers or emails; a bundle that cannot be read is named with the reason, and the rest loads.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildBundle,
  serializeBundle,
} from "../../src/model/bundle/build-bundle";
import type { Bundle } from "../../src/model/bundle/bundle-schema";
import { escapedView } from "../../src/model/mask/escaped-view";
import { collectMaskSubjects } from "../../src/model/mask/subjects";
import { createApp } from "../app";
import { buildSpawnTree } from "../demo/spawn-tree";
import { demoData, scenario } from "../demo/test-helpers";
import type { DemoRun } from "../demo/dataset";
import { createTracesDirSource } from "./traces-dir-source";

const AGENT = "email_policies_parser";
let dir: string;
let bundle: Bundle;
let bundleFile: string;

const facets = (run: DemoRun) => ({
  record: run.record,
  trace: run.trace,
  result: run.result,
  tree: buildSpawnTree(demoData(), run),
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-bundles-"));
  const [d1, d2] = [scenario("D1"), scenario("D2")];
  const mask = collectMaskSubjects({
    records: [d1.record, d2.record],
    traces: [d1.trace, d2.trace],
    participants: demoData().participants,
  });
  ({ bundle } = buildBundle({
    run: facets(d1),
    previousRun: facets(d2),
    source: { kind: "demo" },
    tracelensVersion: "0.1.0",
    createdAt: Date.UTC(2026, 7, 6),
    mask: { input: mask },
  }));
  bundleFile = join(dir, `${AGENT}-${bundle.run.runId}.tracelens.json`);
  writeFileSync(bundleFile, serializeBundle(bundle));
  writeFileSync(
    join(dir, "newer.tracelens.json"),
    JSON.stringify({ ...bundle, formatVersion: 2 }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appFor(path: string) {
  const app = createApp({
    runSource: createTracesDirSource(path),
    staticDir: null,
    bindHost: "127.0.0.1",
  });
  return async (route: string) => {
    const response = await app.request(route, {
      headers: { host: "127.0.0.1:8723" },
    });
    return { status: response.status, text: await response.text() };
  };
}

describe("bundles as a run source", () => {
  it("serves one bundle file: both runs listed, every facet as the bundle holds it", async () => {
    const get = appFor(bundleFile);
    const { runId } = bundle.run;
    const previousId = bundle.previousRun!.runId;
    const list = JSON.parse((await get(`/api/agents/${AGENT}/runs`)).text) as {
      items: { id: string }[];
    };
    expect(list.items.map((item) => item.id).sort()).toEqual(
      [runId, previousId].sort(),
    );
    const base = `/api/agents/${AGENT}/runs`;
    const json = async (route: string) =>
      JSON.parse((await get(route)).text) as unknown;
    expect(await json(`${base}/${runId}/trace`)).toEqual(bundle.run.trace);
    expect(await json(`${base}/${runId}/result`)).toEqual(bundle.run.result);
    expect(await json(`${base}/${runId}/tree`)).toEqual(bundle.run.tree);
    expect(await json(`${base}/${previousId}/trace`)).toEqual(
      bundle.previousRun!.trace,
    );
    expect(await json(`${base}/${runId}`)).toMatchObject({
      id: runId,
      status: bundle.run.record.status,
    });
  });

  it("serves none of the demo people's names, numbers or emails from a masked bundle", async () => {
    const get = appFor(bundleFile);
    const base = `/api/agents/${AGENT}/runs/${bundle.run.runId}`;
    const served = (
      await Promise.all(
        ["", "/trace", "/result", "/tree"].map((facet) => get(base + facet)),
      )
    ).map((response) => escapedView(response.text).text);
    // An AI agent's name is not personal data (decision 1700); its addresses are.
    const people = (
      demoData().participants as {
        kind: string;
        displayName: string;
        email: string | null;
        channels: { address: string }[];
      }[]
    ).map((p) => (p.kind === "AI_AGENT" ? { ...p, displayName: "" } : p));
    for (const text of served) {
      expect(text).not.toMatch(/\+972\d{9}|\b05\d-?\d{3}-?\d{4}\b/);
      for (const person of people) {
        if (person.displayName) expect(text).not.toContain(person.displayName);
        if (person.email) expect(text).not.toContain(person.email);
        for (const { address } of person.channels)
          expect(text).not.toContain(address);
      }
    }
  });

  it("reads bundles inside a folder, and names one it cannot read with the reason", async () => {
    const get = appFor(dir);
    const source = JSON.parse((await get("/api/source")).text) as {
      problems: { file: string; message: string }[];
    };
    expect(source.problems).toEqual([
      {
        file: "newer.tracelens.json",
        message:
          "This bundle is format version 2; this Tracelens reads version 1 — update Tracelens to open it.",
      },
    ]);
    const trace = await get(
      `/api/agents/${AGENT}/runs/${bundle.run.runId}/trace`,
    );
    expect(trace.status).toBe(200);
  });
});
