/**
 * What the assistant tools and the command line read, and how: every `/api` answer of the
 * proxy in process (`local-api.ts`), masked exactly as the page masks it while `mask=1` is
 * on — one mask registry (`model/mask/mask-registry.ts`, the trace worker's) that learns
 * the people of the directory and of every record, trace and tree it reads, so "Customer
 * A" is the same person in every answer of a session. Unmasked only when the person
 * started the server with `--unmasked`. Secrets are redacted from every read, masked or
 * not, as an export redacts them (`model/mask/secrets.ts`, decision 1704).
 *
 * An answer is built from several reads, and a later read may name someone an earlier one
 * mentioned before the registry knew them: `finish` masks the whole answer once more with
 * everyone known by then (masking masked text changes nothing).
 */
import { createMaskRegistry } from "../../src/model/mask/mask-registry";
import { redactSecretsInValue } from "../../src/model/mask/secrets";
import {
  normalizeFruxonRecord,
  normalizeFruxonRecordList,
  type RunPage,
} from "../../src/model/normalize/fruxon-record";
import { normalizeFruxonTrace } from "../../src/model/normalize/fruxon-trace";
import {
  buildRunDetail,
  isRunLive,
} from "../../src/model/normalize/run-detail";
import { noTraceReason } from "../../src/model/findings/findings-unavailable";
import { apiPath, type GetJson } from "../../src/model/reads/api-path";
import {
  contextReads,
  type ContextReads,
} from "../../src/model/reads/context-reads";
import type { RunDetail, RunSummary } from "../../src/model/run";
import type { LocalApi } from "./local-api";

export interface AssistantReads {
  /** `/api` JSON, masked unless `--unmasked`. */
  getJson: GetJson;
  context: ContextReads;
  /** Whether answers are masked (the default). */
  masked: boolean;
  /** The answer's text masked again with everyone the reads have named so far. */
  finish(text: string): Promise<string>;
  /** Where a person opens what an answer names (`http://127.0.0.1:8723`). */
  origin: string;
  /** Why the notes database could not be opened (notes are then not read), or null. */
  notesProblem: string | null;
  record(agentId: string, runId: string): Promise<RunSummary>;
  /** The record and its trace; a trace that cannot be read is said in `traceUnavailable`. */
  detail(agentId: string, runId: string): Promise<RunDetail>;
  runPage(agentId: string, filters: Record<string, string>): Promise<RunPage>;
}

/** The page's session list of strings to hide has no counterpart here. */
const NO_USER_STRINGS = { userStrings: [] };

/**
 * Finished runs kept read (their record and trace never change, as the page's cache policy
 * says, decision 0002): an assistant reads one run step by step, and a 20,000-step trace
 * is read and masked once, not at every call. Live runs are read afresh every time.
 */
const FINISHED_KEPT = 4;

/** Runs per list page, as the page asks. */
const RUN_PAGE_SIZE = 50;

export function createAssistantReads(
  api: LocalApi,
  options: { masked: boolean; origin: string; notesProblem?: string | null },
): AssistantReads {
  const registry = createMaskRegistry((path) => api.getJson(path));
  const redacted = async (path: string) =>
    redactSecretsInValue(await api.getJson(path)).value;
  const getJson: GetJson = options.masked
    ? async (path) => registry.maskJson(await redacted(path), NO_USER_STRINGS)
    : redacted;
  const record = async (agentId: string, runId: string) =>
    normalizeFruxonRecord(
      await getJson(apiPath("agents", agentId, "runs", runId)),
      agentId,
    );
  /** The record and its trace; a trace that cannot be read is said in `traceUnavailable`. */
  const readDetail = async (
    agentId: string,
    runId: string,
  ): Promise<RunDetail> => {
    const summary = await record(agentId, runId);
    const none = noTraceReason(summary);
    if (none) return buildRunDetail(summary, null, none, Date.now());
    try {
      const json = await getJson(
        `${apiPath("agents", agentId, "runs", runId)}/trace`,
      );
      return buildRunDetail(
        summary,
        normalizeFruxonTrace(json),
        null,
        Date.now(),
      );
    } catch (error) {
      // The trace's own failure (not found, rate limited, not a trace) is the run's
      // "trace unavailable", as on the page; the record still answers.
      if (!(error instanceof Error)) throw error;
      return buildRunDetail(summary, null, error.message, Date.now());
    }
  };
  const finished = new Map<string, RunDetail>();
  return {
    getJson,
    context: contextReads(getJson),
    masked: options.masked,
    origin: options.origin,
    notesProblem: options.notesProblem ?? null,
    finish: async (text) =>
      options.masked
        ? (await registry.masker(NO_USER_STRINGS)).maskText(text)
        : text,
    record,
    async detail(agentId, runId) {
      const key = JSON.stringify([agentId, runId]);
      const cached = finished.get(key);
      if (cached) {
        // Most recently used last: the oldest is the one let go.
        finished.delete(key);
        finished.set(key, cached);
        return cached;
      }
      const detail = await readDetail(agentId, runId);
      if (detail.trace && !isRunLive(detail)) {
        finished.set(key, detail);
        for (const old of finished.keys()) {
          if (finished.size <= FINISHED_KEPT) break;
          finished.delete(old);
        }
      }
      return detail;
    },
    async runPage(agentId, filters) {
      const params = new URLSearchParams({
        pageSize: String(RUN_PAGE_SIZE),
        ...filters,
      });
      return normalizeFruxonRecordList(
        await getJson(
          `${apiPath("agents", agentId, "runs")}?${params.toString()}`,
        ),
        agentId,
      );
    },
  };
}
