/**
 * The Tracelens bundle (`<agent>-<run>.tracelens.json`, decision 1701,
 * docs/reference/bundle-format.md): one run — its record, trace, result and spawn tree as
 * the API returns them, so every existing normaliser reads them unchanged — optionally the
 * previous run the compare view uses, notes, and a manifest saying what is inside, when and
 * where it came from, and whether it was masked and how.
 *
 * The facets are checked with the same wire schemas the app reads the API with; unknown
 * keys are kept everywhere (a newer Tracelens may add fields within a format version).
 */
import { z } from "zod";
import {
  fruxonRecordSchema,
  fruxonResultResponseSchema,
  fruxonTraceBodySchema,
  fruxonTraceEnvelopeSchema,
  fruxonTreeSchema,
} from "../wire/fruxon";

export const BUNDLE_FORMAT = "tracelens-bundle";
export const BUNDLE_VERSION = 1;
export const BUNDLE_SUFFIX = ".tracelens.json";

/** A trace as either doc generation returns it: the `{status, trace}` envelope or the bare body. */
const wireTraceSchema = z.union([
  fruxonTraceEnvelopeSchema,
  fruxonTraceBodySchema.extend({ traces: z.array(z.unknown()) }),
]);

export const bundleRunSchema = z.looseObject({
  agentId: z.string().min(1),
  runId: z.string().min(1),
  record: fruxonRecordSchema,
  trace: wireTraceSchema.nullable(),
  result: fruxonResultResponseSchema.nullable(),
  tree: fruxonTreeSchema.nullable(),
});

/** A note on a run or one of its steps; the notes feature may add fields. */
export const bundleNoteSchema = z.looseObject({
  runId: z.string().min(1),
  stepPath: z.string().min(1).nullable(),
  text: z.string(),
  author: z.string(),
  /** Epoch ms, or an ISO time. */
  createdAt: z.union([z.number(), z.string()]),
});

export const bundleManifestSchema = z.looseObject({
  /** ISO time the bundle was written. */
  createdAt: z.string().min(1),
  tracelensVersion: z.string().min(1),
  /** Where the run was read from: `fruxon`, `demo`, `traces`, `file`… and a fixed label for that kind. */
  source: z.looseObject({ kind: z.string().min(1), label: z.string() }),
  contents: z.looseObject({
    trace: z.boolean(),
    result: z.boolean(),
    tree: z.boolean(),
    previousRun: z.boolean(),
    notes: z.number().int().min(0),
  }),
  masking: z.looseObject({
    applied: z.boolean(),
    /** The kinds of data hidden (empty when not applied); the masked strings themselves never. */
    rules: z.array(z.string()),
    visiblePhoneDigits: z.number().int().min(0).nullable(),
    /** How many strings the user added to the mask list. */
    userStrings: z.number().int().min(0),
  }),
  secrets: z.looseObject({
    rules: z.array(z.string()),
    redacted: z.number().int().min(0),
    /** How many each rule replaced (absent in bundles written before it was counted). */
    byRule: z.record(z.string(), z.number().int().min(0)).optional(),
  }),
});

export const bundleSchema = z.looseObject({
  format: z.literal(BUNDLE_FORMAT),
  formatVersion: z.literal(BUNDLE_VERSION),
  manifest: bundleManifestSchema,
  run: bundleRunSchema,
  previousRun: bundleRunSchema.nullable().default(null),
  notes: z.array(bundleNoteSchema).default([]),
});

export type Bundle = z.infer<typeof bundleSchema>;
export type BundleRun = z.infer<typeof bundleRunSchema>;
export type BundleNote = z.infer<typeof bundleNoteSchema>;

/** Raised for a file that is not a readable bundle; the message says what and where. */
export class BundleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BundleError";
  }
}

/** `<agent>-<run>.tracelens.json`, with anything a file system might object to replaced. */
export function bundleFileName(agentId: string, runId: string): string {
  return runFileName(agentId, runId, BUNDLE_SUFFIX);
}

/** `<agent>-<run><suffix>` (`.trace.json`…), safe as a file name on any system. */
export function runFileName(
  agentId: string,
  runId: string,
  suffix: string,
): string {
  const safe = (part: string) =>
    part.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 100);
  return `${safe(agentId)}-${safe(runId)}${suffix}`;
}
