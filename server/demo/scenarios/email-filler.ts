/**
 * The email policies parser's scheduled runs before D2: one every ~30 minutes for
 * twelve hours, revisions 57–59, mostly COMPLETED, one FAILED (Gmail quota) and one
 * COMPLETED that recovered from a Sheets error. Simple traces, story-dated watermarks.
 * The words are data/policy-filler.json; which run fails, the watermarks and the draws
 * are here.
 */
import type { DemoRun } from "../dataset";
import { MINUTE, SECOND, type DemoContext } from "../context";
import { destination } from "../connectors";
import { MODELS } from "../llm-usage";
import policyFillerJson from "../data/policy-filler.json" with { type: "json" };
import { loadDataFile, PolicyFillerWords } from "../data/schemas";
import {
  fillTemplate,
  filledCall,
  type TemplateValues,
  type ToolCallWords,
} from "../data/templates";
import { createRng, type Rng } from "../prng";
import { assembleRun } from "../records";
import { jsonResult, textResult } from "../wire-builders";
import {
  POLICY_AGENT,
  POLICY_MESSAGES,
  POLICY_PARAMETERS,
  POLICY_SUBJECT,
  POLICY_SHEET_ID,
  POLICY_SYSTEM_INSTRUCTIONS,
  POLICY_TOOLS,
  policyTrigger,
} from "./email-policies-content";
import { simpleTrace, smallTokens, type SimpleToolCall } from "./simple-trace";

const FILLER_COUNT = 24;
const FAILED_INDEX = 11;
const RECOVERED_INDEX = 5;
/** The watermark D2 read: the newest filler run wrote it. */
const NEWEST_WATERMARK = Date.UTC(2026, 7, 5, 16, 5, 31);

const FILE = "policy-filler.json";
const WORDS = loadDataFile(FILE, PolicyFillerWords, policyFillerJson);
const QUOTA_ERROR = WORDS.quotaError;
const SHEETS_ERROR = WORDS.sheetsError;
const fill = <T>(value: T, values: TemplateValues): T =>
  fillTemplate(FILE, value, values);

/** A call from policy-filler.json, its result filled; `durationMs` is drawn by the caller. */
function call(
  words: ToolCallWords & { result: Record<string, unknown> },
  values: TemplateValues,
  durationMs: number,
): SimpleToolCall {
  return {
    ...filledCall(FILE, words, values),
    result: jsonResult(fill(words.result, values)),
    durationMs,
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}

function fillerCalls(
  rng: Rng,
  index: number,
  found: number,
  read: string,
  written: string,
): SimpleToolCall[] {
  const failed = index === FAILED_INDEX;
  const values = {
    read,
    written,
    found,
    after: read.slice(0, 10).replace(/-/g, "/"),
    sheetId: POLICY_SHEET_ID,
    summary: fill(WORDS.summary, { found, written }),
  };
  const calls: SimpleToolCall[] = [
    call(WORDS.memorySearch, values, rng.int(250, 500)),
    {
      ...call(WORDS.search, values, rng.int(1_800, 5_200)),
      ...(failed && { result: null, error: QUOTA_ERROR }),
    },
  ];
  if (failed) return calls;
  if (found > 0) {
    const append = call(WORDS.appendRows, values, rng.int(700, 1_600));
    if (index === RECOVERED_INDEX)
      calls.push({
        ...append,
        result: null,
        error: SHEETS_ERROR,
        durationMs: 30_000,
      });
    calls.push(append, call(WORDS.postToSlack, values, rng.int(500, 1_000)));
  }
  calls.push(call(WORDS.memoryWrite, values, rng.int(250, 500)));
  return calls;
}

function fillerRun(ctx: DemoContext, index: number, start: number): DemoRun {
  const rng = createRng(`email-filler-${index}`);
  // The recovered run must have rows to append: that is where its Sheets error happens.
  const found =
    index === FAILED_INDEX ? 0 : rng.int(index === RECOVERED_INDEX ? 1 : 0, 4);
  const written = iso(NEWEST_WATERMARK - (index - 1) * 30 * MINUTE);
  const read = iso(
    NEWEST_WATERMARK - index * 30 * MINUTE - rng.int(0, 600) * SECOND,
  );
  const failed = index === FAILED_INDEX;
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: POLICY_SYSTEM_INSTRUCTIONS,
    reasoning: [
      failed
        ? WORDS.reasoning.failed
        : fill(WORDS.reasoning.searched, { read, found }),
    ],
    messages: POLICY_MESSAGES,
    tools: POLICY_TOOLS,
    calls: fillerCalls(rng, index, found, read, written),
    fatalError: failed ? QUOTA_ERROR : null,
  });
  const summary = fill(WORDS.summary, { found, written });
  return assembleRun(ctx, {
    id: rng.uuid(),
    agentId: POLICY_AGENT,
    revision: index <= 8 ? 59 : index <= 16 ? 58 : 57,
    start,
    end,
    status: failed ? "FAILED" : "COMPLETED",
    deliveryStatus: failed
      ? "NOT_APPLICABLE"
      : found > 0
        ? "DELIVERED"
        : "NOT_APPLICABLE",
    runType: "ROOT",
    subject: POLICY_SUBJECT,
    trigger: policyTrigger(ctx),
    destinations: [destination("slack")],
    sessionId: `ts_${rng.hex(24)}`,
    topicId: null,
    parameters: POLICY_PARAMETERS,
    output: failed ? null : textResult(summary),
    traces,
    isSample: index % 9 === 0,
  });
}

/** Runs 30 minutes apart (± 40 s) before D2; index 1 is the one just before D2. */
export function policyFillerRuns(ctx: DemoContext, d2Start: number): DemoRun[] {
  const runs: DemoRun[] = [];
  for (let index = 1; index <= FILLER_COUNT; index++) {
    const jitter =
      createRng(`email-filler-jitter-${index}`).int(-40, 40) * SECOND;
    runs.push(fillerRun(ctx, index, d2Start - index * 30 * MINUTE + jitter));
  }
  return runs;
}
