/**
 * Writing a bundle: a run's wire facets (as the API returned them) → a `Bundle` that is
 * always free of secrets and, when asked, masked with the masker's rules — with a manifest
 * that says so. Pure: the caller supplies the time, the Tracelens version and the source.
 *
 * Order: secrets are redacted first (always, counted), then personal data is masked (one
 * masker for the whole bundle, so a person is the same "Customer A" in the run, the
 * previous run and the notes). The result is read back with `readBundle`'s schema, so a
 * bundle this function returns is one `readBundle` accepts.
 *
 * The manifest names the source by its kind only (`SOURCE_LABELS`): the label the proxy
 * shows holds the folder's path, the API's host or the files' names — things about the
 * machine and the person that wrote the bundle, which a bundle does not carry.
 *
 * O(size of the facets).
 */
import { createMasker, MASK_RULES, type MaskOptions } from "../mask/masker";
import { redactSecretsInValue, SECRET_RULES } from "../mask/secrets";
import type { MaskInput } from "../mask/subjects";
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  BundleError,
  bundleFileName,
  type Bundle,
  type BundleNote,
} from "./bundle-schema";
import { readBundle } from "./read-bundle";
import { isObject } from "../is-object";

/** One run's facets as the API returns them; only the record is required. */
export interface BundleRunInput {
  record: unknown;
  trace?: unknown;
  result?: unknown;
  tree?: unknown;
}

export interface BuildBundleInput {
  run: BundleRunInput;
  /** The run the compare view puts beside it. */
  previousRun?: BundleRunInput | null;
  notes?: readonly BundleNote[];
  /** The proxy's source kind (`/api/source`); its label is not taken (see above). */
  source: { kind: string };
  tracelensVersion: string;
  /** Epoch ms the bundle is written at. */
  createdAt: number;
  /** Mask personal data with these subjects and options; absent or null = not masked. */
  mask?: { input: MaskInput; options?: MaskOptions } | null;
}

/** What a bundle's manifest says about where its run came from, by source kind. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  fruxon: "Fruxon API",
  demo: "Embedded demo data",
  traces: "Saved JSON",
  file: "A file opened in the browser",
};

export function buildBundle(input: BuildBundleInput): {
  bundle: Bundle;
  fileName: string;
} {
  const run = runFacets(input.run, "run");
  const previousRun = input.previousRun
    ? runFacets(input.previousRun, "previousRun")
    : null;
  const notes = input.notes ?? [];
  const secretsOut = redactSecretsInValue({ run, previousRun, notes });
  const mask = input.mask ?? null;
  const content = mask
    ? createMasker(mask.input, mask.options).maskValue(secretsOut.value)
    : secretsOut.value;
  const bundle = readBundle({
    format: BUNDLE_FORMAT,
    formatVersion: BUNDLE_VERSION,
    manifest: {
      createdAt: new Date(input.createdAt).toISOString(),
      tracelensVersion: input.tracelensVersion,
      source: {
        kind: input.source.kind,
        label: SOURCE_LABELS[input.source.kind] ?? "Unknown source",
      },
      contents: {
        trace: run.trace !== null,
        result: run.result !== null,
        tree: run.tree !== null,
        previousRun: previousRun !== null,
        notes: notes.length,
      },
      masking: {
        applied: mask !== null,
        rules: mask ? [...MASK_RULES] : [],
        visiblePhoneDigits: mask
          ? (mask.options?.visiblePhoneDigits ?? 4)
          : null,
        userStrings: mask?.input.userStrings.length ?? 0,
      },
      secrets: {
        rules: [...SECRET_RULES],
        redacted: secretsOut.count,
        byRule: secretsOut.byRule,
      },
    },
    run: content.run,
    previousRun: content.previousRun,
    notes: content.notes,
  });
  return {
    bundle,
    fileName: bundleFileName(bundle.run.agentId, bundle.run.runId),
  };
}

/** The bundle's JSON text: compact, as a file to hand on (`jq .` pretty-prints it). */
export function serializeBundle(bundle: Bundle): string {
  return JSON.stringify(bundle);
}

function runFacets(input: BundleRunInput, where: string) {
  const record = input.record;
  const id = isObject(record) ? record.id : undefined;
  const agentId = isObject(record) ? record.agentId : undefined;
  if (
    typeof id !== "string" ||
    id === "" ||
    typeof agentId !== "string" ||
    agentId === ""
  )
    throw new BundleError(
      `${where}.record must be an execution record with an id and an agentId.`,
    );
  return {
    agentId,
    runId: id,
    record,
    trace: input.trace ?? null,
    result: input.result ?? null,
    tree: input.tree ?? null,
  };
}
