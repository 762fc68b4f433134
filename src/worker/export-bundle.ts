/**
 * A run as a bundle file (decision 1701): the worker reads the run's facets as the proxy
 * serves them — the record, trace, result and spawn tree, the previous run the compare view
 * uses, the notes — and writes `<agent>-<run>.tracelens.json` with `buildBundle`: secrets
 * always redacted, personal data masked with the page's masker when masking is on (the same
 * people, the same letters as on screen). The file's bytes go to the page as a `Blob`, so
 * a large trace is never copied through the page's thread as a string.
 */
import { version } from "../../package.json";
import { buildBundle, serializeBundle } from "../model/bundle/build-bundle";
import type { BundleNote } from "../model/bundle/bundle-schema";
import type { MaskConfig } from "../model/mask/mask-registry";
import type { TaskContext } from "./tasks";

export interface ExportInput {
  agentId: string;
  runId: string;
  /** The run the compare view puts beside it, when there is one. */
  previous: { agentId: string; runId: string } | null;
  mask: MaskConfig | null;
  /** Epoch ms: when the person asked. */
  createdAt: number;
}

export interface ExportOutput {
  fileName: string;
  file: Blob;
  masked: boolean;
  secretsRedacted: number;
}

export async function exportBundle(
  input: ExportInput,
  context: TaskContext,
): Promise<ExportOutput> {
  const runPath = (agentId: string, runId: string) =>
    `/api/agents/${encodeURIComponent(agentId)}/runs/${encodeURIComponent(runId)}`;
  /** A facet the run may lack (a run that never ran has no trace): null, not a failure. */
  const optional = (path: string) => context.fetchJson(path).catch(() => null);
  const facets = async (agentId: string, runId: string) => {
    const path = runPath(agentId, runId);
    const [record, trace, result, tree] = await Promise.all([
      context.fetchJson(path),
      optional(`${path}/trace`),
      optional(`${path}/result`),
      optional(`${path}/tree`),
    ]);
    return { record, trace, result, tree };
  };
  const [run, previousRun, notes, source] = await Promise.all([
    facets(input.agentId, input.runId),
    input.previous
      ? facets(input.previous.agentId, input.previous.runId).catch(() => null)
      : Promise.resolve(null),
    optional(
      `/api/notes/${encodeURIComponent(input.agentId)}/${encodeURIComponent(input.runId)}`,
    ),
    optional("/api/source"),
  ]);
  let maskInput = null;
  if (input.mask) {
    for (const json of [run.record, run.tree, previousRun?.record])
      context.masking.observe(json);
    maskInput = await context.masking.input(input.mask);
  }
  const { bundle, fileName } = buildBundle({
    run,
    previousRun,
    notes: bundleNotes(notes),
    source: sourceOf(source),
    tracelensVersion: version,
    createdAt: input.createdAt,
    mask: maskInput && { input: maskInput },
  });
  return {
    fileName,
    file: new Blob([serializeBundle(bundle)], { type: "application/json" }),
    masked: bundle.manifest.masking.applied,
    secretsRedacted: bundle.manifest.secrets.redacted,
  };
}

function bundleNotes(json: unknown): BundleNote[] {
  const notes = (json as { notes?: unknown } | null)?.notes;
  if (!Array.isArray(notes)) return [];
  return notes.flatMap((note: Record<string, unknown>) =>
    typeof note.runId === "string" && typeof note.text === "string"
      ? [
          {
            runId: note.runId,
            stepPath: typeof note.step === "string" ? note.step : null,
            text: note.text,
            author: typeof note.author === "string" ? note.author : "",
            createdAt: typeof note.createdAt === "number" ? note.createdAt : 0,
          },
        ]
      : [],
  );
}

/** The source's kind only: its label names the folder, host or files (`buildBundle`). */
function sourceOf(json: unknown): { kind: string } {
  const kind = (json as { kind?: unknown } | null)?.kind;
  return { kind: typeof kind === "string" ? kind : "unknown" };
}
