/**
 * The email policies parser's scheduled runs before D2: one every ~30 minutes for
 * twelve hours, revisions 57–59, mostly COMPLETED, one FAILED (Gmail quota) and one
 * COMPLETED that recovered from a Sheets error. Simple traces, story-dated watermarks.
 */
import type { DemoRun } from "../dataset";
import { MINUTE, SECOND, type DemoContext } from "../context";
import { destination } from "../connectors";
import { MODELS } from "../llm-usage";
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

const QUOTA_ERROR =
  "429 Too Many Requests: Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user' of service 'gmail.googleapis.com'";
const SHEETS_ERROR =
  "503 Service Unavailable: The service is currently unavailable. (google_sheets/append_rows)";

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
  const calls: SimpleToolCall[] = [
    {
      name: "Memory Search",
      tool: "system/memory_search",
      parameters: { query: "policies watermark" },
      result: jsonResult({
        memories: [
          {
            title: "policies watermark",
            content: `last_processed_at=${read}; …`,
          },
        ],
      }),
      durationMs: rng.int(250, 500),
    },
    {
      name: "Search Emails",
      tool: "google_gmail/search",
      parameters: {
        query: `label:policies has:attachment after:${read.slice(0, 10).replace(/-/g, "/")}`,
        maxResults: 50,
      },
      result:
        index === FAILED_INDEX
          ? null
          : jsonResult({ resultSizeEstimate: found, messages: [] }),
      error: index === FAILED_INDEX ? QUOTA_ERROR : null,
      durationMs: rng.int(1_800, 5_200),
    },
  ];
  if (index === FAILED_INDEX) return calls;
  if (found > 0) {
    const append: SimpleToolCall = {
      name: "Append Policy Rows",
      tool: "google_sheets/append_rows",
      parameters: {
        spreadsheetId: POLICY_SHEET_ID,
        range: "Policies!A:H",
        rows: found,
      },
      result: jsonResult({ updates: { updatedRows: found } }),
      durationMs: rng.int(700, 1_600),
    };
    if (index === RECOVERED_INDEX)
      calls.push({
        ...append,
        result: null,
        error: SHEETS_ERROR,
        durationMs: 30_000,
      });
    calls.push(append, {
      name: "Post to Slack",
      tool: "slack/post_message",
      parameters: {
        channel: "#policies",
        text: `Policy batch: ${found} parsed. Watermark → ${written}.`,
      },
      result: jsonResult({ ok: true }),
      durationMs: rng.int(500, 1_000),
    });
  }
  calls.push({
    name: "Memory Write",
    tool: "system/memory_write",
    parameters: {
      title: "policies watermark",
      content: `last_processed_at=${written}`,
    },
    result: jsonResult({ ok: true }),
    durationMs: rng.int(250, 500),
  });
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
        ? "The Gmail search failed with a quota error; I cannot continue without the inbox."
        : `Watermark ${read}; the search found ${found} new policy email(s).`,
    ],
    messages: POLICY_MESSAGES,
    tools: POLICY_TOOLS,
    calls: fillerCalls(rng, index, found, read, written),
    fatalError: failed ? QUOTA_ERROR : null,
  });
  const summary = `Policy batch: ${found} parsed. Watermark → ${written}.`;
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
