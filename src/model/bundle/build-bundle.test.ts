/**
 * Writing a bundle: the facets go in as the API returned them and come out readable by the
 * same normalisers; the manifest says what is inside; secrets are always gone; personal
 * data is gone when masking is asked for, with one pseudonym per person across the bundle.
 */
import { describe, expect, it } from "vitest";
import record from "../../../fixtures/saved-runs/waiting-consult-get.json";
import trace from "../../../fixtures/saved-runs/waiting-consult-fan-out.json";
import result from "../../../fixtures/saved-runs/waiting-consult-result.json";
import tree from "../../../fixtures/saved-runs/waiting-consult-tree.json";
import { collectMaskSubjects } from "../mask/subjects";
import { normalizeFruxonRecord } from "../normalize/fruxon-record";
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import { normalizeFruxonTree } from "../normalize/fruxon-tree";
import { plantedRun } from "../testing/planted-run";
import { BundleError } from "./bundle-schema";
import { buildBundle, serializeBundle } from "./build-bundle";
import { readBundle } from "./read-bundle";

const CREATED_AT = Date.UTC(2026, 7, 6, 9, 30);
const base = {
  source: { kind: "traces" },
  tracelensVersion: "0.1.0",
  createdAt: CREATED_AT,
};

describe("buildBundle", () => {
  it("keeps the facets as the API returned them, so the normalisers read them unchanged", () => {
    const { bundle, fileName } = buildBundle({
      ...base,
      run: { record, trace, result, tree },
    });
    expect(fileName).toBe(
      "email_policies_parser-0b6f4d2e-9a1c-4e3b-8f7d-5c2a1e0d9b00.tracelens.json",
    );
    expect(normalizeFruxonTrace(bundle.run.trace).steps).toEqual(
      normalizeFruxonTrace(trace).steps,
    );
    expect(normalizeFruxonRecord(bundle.run.record)).toEqual(
      normalizeFruxonRecord(record),
    );
    expect(normalizeFruxonTree(bundle.run.tree)).toEqual(
      normalizeFruxonTree(tree),
    );
    expect(bundle.run.result).toEqual(result);
    expect(readBundle(serializeBundle(bundle))).toEqual(bundle);
  });

  it("writes a manifest of what is inside, when, from where, and how it was redacted", () => {
    const { bundle } = buildBundle({ ...base, run: { record, trace } });
    expect(bundle.manifest).toEqual({
      createdAt: "2026-08-06T09:30:00.000Z",
      tracelensVersion: "0.1.0",
      source: { kind: "traces", label: "Saved JSON" },
      contents: {
        trace: true,
        result: false,
        tree: false,
        previousRun: false,
        notes: 0,
      },
      masking: {
        applied: false,
        rules: [],
        visiblePhoneDigits: null,
        userStrings: 0,
      },
      secrets: {
        rules: expect.arrayContaining([
          "bearer-credential",
          "aws-access-key-id",
          "secret-named-value",
          "long-base64",
        ]) as unknown,
        redacted: 0,
        byRule: {},
      },
    });
  });

  it("always redacts secrets, in any facet and inside JSON-in-strings, and counts them", () => {
    const leaky = structuredClone(result) as Record<string, unknown>;
    leaky.parameters = {
      headers: JSON.stringify({
        Authorization: "Bearer fx_pat_7Hk2mQ9xLp4Rt8Vw",
      }),
      apiKey: "sk-proj-Zx81mN4kQp2Lr7Tv9Wc3",
    };
    const { bundle } = buildBundle({
      ...base,
      run: { record, trace, result: leaky },
    });
    const text = serializeBundle(bundle);
    expect(text).not.toContain("fx_pat_7Hk2mQ9xLp4Rt8Vw");
    expect(text).not.toContain("sk-proj-Zx81mN4kQp2Lr7Tv9Wc3");
    expect(bundle.manifest.secrets.redacted).toBe(2);
    expect(bundle.manifest.secrets.byRule).toEqual({
      "secret-named-value": 2,
    });
    expect(
      JSON.parse(
        String((bundle.run.result?.parameters as { headers: string }).headers),
      ),
    ).toEqual({
      Authorization: "[redacted]",
    });
  });

  it("carries nothing about the machine that wrote it: no path, host, user or file name", () => {
    // What the proxy's /api/source said on the machine that exported the run.
    const where = [
      "/home/dana.levi/work/traces",
      "C:\\Users\\dana.levi\\traces",
      "fruxon.internal.acme.example:8443",
      "customer-export.json",
    ];
    for (const kind of ["traces", "fruxon", "file", "fast-agent"]) {
      const source = {
        kind,
        label: `Saved JSON in ${where.join(" · ")} (1 run)`,
      };
      const { bundle } = buildBundle({
        ...base,
        source,
        run: { record, trace },
      });
      const text = serializeBundle(bundle);
      for (const part of [...where, "dana.levi", "acme.example"])
        expect(text, `${kind}: ${part}`).not.toContain(part);
      expect(bundle.manifest.source.kind).toBe(kind);
    }
  });

  it("masks every facet, the previous run and the notes with one masker when asked", () => {
    const run = plantedRun(7);
    const previous = plantedRun(7, 5);
    const { bundle } = buildBundle({
      ...base,
      run: { record: run.record, trace: run.trace, result: run.result },
      previousRun: {
        record: { ...previous.record, id: "run-7-before" },
        trace: null,
      },
      notes: [
        {
          runId: "run-7",
          stepPath: "1.1",
          text: `Ask ${run.people[0]!.name} again`,
          author: "me",
          createdAt: 1,
        },
      ],
      mask: {
        input: collectMaskSubjects({
          records: [run.record],
          participants: run.participants,
          userStrings: ["refund"],
        }),
      },
    });
    const text = serializeBundle(bundle);
    for (const personal of [...run.planted, ...previous.planted])
      expect(text).not.toContain(personal);
    expect(bundle.notes[0]!.text).toBe("Ask Customer A again");
    expect(bundle.run.record.trigger?.participantDisplayName).toBe(
      "Customer A",
    );
    expect(bundle.previousRun?.record.trigger?.participantDisplayName).toBe(
      "Customer A",
    );
    expect(bundle.manifest.masking).toEqual({
      applied: true,
      rules: [
        "phone-numbers",
        "emails",
        "participant-names",
        "participant-handles",
        "user-strings",
      ],
      visiblePhoneDigits: 4,
      userStrings: 1,
    });
    expect(text).not.toContain("refund");
  });

  it("refuses a run without a record that names its run and agent", () => {
    expect(() =>
      buildBundle({ ...base, run: { record: { id: "r1" }, trace } }),
    ).toThrow(BundleError);
    expect(() => buildBundle({ ...base, run: { record: null } })).toThrow(
      /record must be an execution record/,
    );
  });
});
