/**
 * Reading a bundle: file text (or parsed JSON) → a checked `Bundle`, or a `BundleError` that
 * says what is wrong and where — the file is not JSON (line and column), is not a bundle, is
 * a format version this Tracelens does not read, lacks a required part, or contradicts itself
 * (a record whose id is not the run's, a note on a run the bundle does not hold).
 *
 * O(size of the bundle's top levels): the facets are checked with the wire schemas, which do
 * not walk into steps (the normalisers do that, step by step, as for the API).
 */
import { describeJsonError } from "../decode/json-error";
import { describeIssues } from "../normalize/wire-error";
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  BundleError,
  bundleSchema,
  type Bundle,
  type BundleRun,
} from "./bundle-schema";
import { isObject } from "../is-object";

/** Whether parsed JSON declares itself a bundle (of any version): how a saved file is recognised. */
export function isBundleJson(value: unknown): boolean {
  return isObject(value) && value.format === BUNDLE_FORMAT;
}

/** File text or parsed JSON → a checked bundle; throws `BundleError`. */
export function readBundle(input: unknown): Bundle {
  const value = typeof input === "string" ? parseText(input) : input;
  if (!isBundleJson(value)) {
    throw new BundleError(
      `This is not a Tracelens bundle: it has no "format": "${BUNDLE_FORMAT}".`,
    );
  }
  const version = (value as Record<string, unknown>).formatVersion;
  if (version !== BUNDLE_VERSION) {
    const newer = typeof version === "number" && version > BUNDLE_VERSION;
    throw new BundleError(
      typeof version === "number"
        ? `This bundle is format version ${version}; this Tracelens reads version ${BUNDLE_VERSION}${newer ? " — update Tracelens to open it" : ""}.`
        : `This bundle has no readable format version (expected "formatVersion": ${BUNDLE_VERSION}).`,
    );
  }
  const parsed = bundleSchema.safeParse(value);
  if (!parsed.success) {
    throw new BundleError(
      `This bundle is incomplete or damaged: ${describeIssues(parsed.error.issues)}.`,
    );
  }
  checkConsistency(parsed.data);
  return parsed.data;
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BundleError(
      `This file is not JSON: ${describeJsonError(text, error as Error)}.`,
    );
  }
}

function checkConsistency(bundle: Bundle) {
  const runs = [bundle.run, bundle.previousRun].filter(
    (run): run is BundleRun => run !== null,
  );
  for (const [index, run] of runs.entries()) {
    const where = index === 0 ? "run" : "previousRun";
    if (run.record.id !== run.runId)
      throw new BundleError(
        `${where}.record is run ${run.record.id}, not ${run.runId}.`,
      );
    const traceRunId = traceRunIdOf(run.trace);
    if (traceRunId !== null && traceRunId !== run.runId)
      throw new BundleError(
        `${where}.trace is the trace of run ${traceRunId}, not ${run.runId}.`,
      );
    if (
      run.result?.agentExecutionRecordId &&
      run.result.agentExecutionRecordId !== run.runId
    )
      throw new BundleError(
        `${where}.result is the result of run ${run.result.agentExecutionRecordId}, not ${run.runId}.`,
      );
  }
  const runIds = new Set(runs.map((run) => run.runId));
  const stray = bundle.notes.find((note) => !runIds.has(note.runId));
  if (stray)
    throw new BundleError(
      `A note is on run ${stray.runId}, which this bundle does not hold.`,
    );
}

function traceRunIdOf(trace: BundleRun["trace"]): string | null {
  if (!trace) return null;
  const body = "trace" in trace && isObject(trace.trace) ? trace.trace : trace;
  const id = body.agentExecutionRecordId;
  return typeof id === "string" && id !== "" ? id : null;
}
