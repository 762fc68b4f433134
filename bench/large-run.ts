/**
 * Generated runs of realistic shape and any size, for the benchmark: one FLOW step, then
 * LLM turns each issuing tool calls (`turns × callsPerTurn` tool steps), with parameters,
 * results of a few hundred bytes, reasoning, an error every 197th call, and a marker
 * (`escalated`) in the parameters of every 100th call, so a filter has a known 1% answer.
 * About 650 bytes of JSON per step: 100,000 steps is ≈ 65 MB.
 */
export interface LargeRunOptions {
  id: string;
  turns: number;
  callsPerTurn: number;
  /** Epoch ms of the first step. */
  start: number;
  /** Makes a slightly different run (a moved parameter every 50th call, one call fewer per 10 turns). */
  variant?: boolean;
  /** Characters of one call's result, for a run with a giant payload (call 2 of turn 1). */
  giantResultChars?: number;
}

export const BENCH_AGENT = "bench_agent";
export const BENCH_TENANT = "bench";
/** Occurs in the parameters of every 100th tool call, and nowhere else. */
export const FILTER_NEEDLE = "escalated";

/** What the benchmark checks the page against. */
export interface LargeRunFacts {
  steps: number;
  filterMatches: number;
  /** Path of the last failed step, which "previous error" from no selection jumps to. */
  lastErrorPath: string;
  /** Path of the last step: a deep link near the end. */
  lastPath: string;
  giantResultPath: string | null;
}

export function buildLargeTrace(options: LargeRunOptions): {
  envelope: Record<string, unknown>;
  facts: LargeRunFacts;
  end: number;
} {
  const { turns, callsPerTurn, start } = options;
  let clock = start;
  let index = 0;
  let filterMatches = 0;
  let lastErrorPath = "";
  let lastPath = "1";
  let giantResultPath: string | null = null;
  const llmSteps: unknown[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const turnStart = clock;
    const calls: unknown[] = [];
    const dropped = options.variant && turn % 10 === 5 ? 3 : -1;
    for (let call = 0; call < callsPerTurn; call++) {
      if (call === dropped) continue;
      const path = `1.${turn + 1}.${calls.length + 1}`;
      const failed = (index + 1) % 197 === 0;
      const marked = index % 100 === 0;
      const giant =
        options.giantResultChars !== undefined && turn === 0 && call === 1;
      if (failed) lastErrorPath = path;
      if (marked) filterMatches++;
      if (giant) giantResultPath = path;
      lastPath = path;
      calls.push(
        toolCall({
          index,
          clock,
          failed,
          marked,
          moved: options.variant === true && index % 50 === 7,
          giantResultChars: giant ? options.giantResultChars : undefined,
        }),
      );
      index++;
      clock += 130;
    }
    llmSteps.push(llmTurn(turn, callsPerTurn, turnStart, clock, calls));
  }
  const steps = 1 + llmSteps.length + index;
  const envelope = {
    status: "COMPLETED",
    runType: "ROOT",
    rootExecutionId: options.id,
    trace: {
      agentExecutionRecordId: options.id,
      agentId: BENCH_AGENT,
      agentRevision: 1,
      startTime: start,
      endTime: clock,
      createdAt: start,
      tenantId: BENCH_TENANT,
      traces: [
        {
          id: "flow",
          displayName: "Agent",
          type: "FLOW_STEP",
          status: "SUCCESS",
          error: null,
          startTime: start,
          endTime: clock,
          duration: clock - start,
          steps: llmSteps,
        },
      ],
    },
  };
  return {
    envelope,
    end: clock,
    facts: { steps, filterMatches, lastErrorPath, lastPath, giantResultPath },
  };
}

function toolCall(call: {
  index: number;
  clock: number;
  failed: boolean;
  marked: boolean;
  moved: boolean;
  giantResultChars: number | undefined;
}): unknown {
  const { index, clock, failed } = call;
  const even = index % 2 === 0;
  const entry = `JE-${String(480_000 + index).padStart(7, "0")}`;
  const parameters: Record<string, unknown> = {
    entryId: entry,
    includeLines: !call.moved,
  };
  if (call.marked) parameters.priority = FILTER_NEEDLE;
  const resultText =
    call.giantResultChars !== undefined
      ? giantResult(entry, call.giantResultChars)
      : JSON.stringify({
          entryId: entry,
          status: "ok",
          amount: (index % 9000) + 0.5,
          memo: `Invoice for ${entry}`,
        });
  return {
    id: `tool-${index}`,
    displayName: even ? "Get Entry" : "Lookup Invoice",
    type: "TOOL",
    llmStepTrace: null,
    toolTrace: {
      tool: {
        integrationId: even ? "ledger" : "netsuite",
        id: even ? "get_entry" : "lookup_invoice",
      },
      displayName: even ? "Get Entry" : "Lookup Invoice",
      toolType: "UNSPECIFIED",
      parameters,
      resultDelivery: {
        originalChars: resultText.length,
        deliveredChars: resultText.length,
        offloaded: false,
        projected: false,
      },
      cost: null,
    },
    hitlTrace: null,
    result: failed
      ? null
      : { strValue: resultText, jsonValue: null, fileLink: null },
    status: failed ? "ERROR" : "SUCCESS",
    error: failed
      ? `409 Conflict: ledger entry ${entry} is already claimed`
      : null,
    startTime: clock,
    endTime: clock + 120,
    duration: 120,
    steps: [],
  };
}

/** A JSON array of ledger lines, `chars` long: the shape of a big search result. */
function giantResult(entry: string, chars: number): string {
  const lines: unknown[] = [];
  let length = 2;
  for (let line = 0; length < chars; line++) {
    const item = {
      line,
      entryId: entry,
      account: `4${String(line % 1000).padStart(3, "0")}-00`,
      amount: (line * 37) % 10_000,
      memo: `Line ${line} of the month-end reconciliation for ${entry}`,
    };
    lines.push(item);
    length += JSON.stringify(item).length + 1;
  }
  return JSON.stringify(lines);
}

function llmTurn(
  turn: number,
  callsPerTurn: number,
  turnStart: number,
  clock: number,
  calls: unknown[],
): unknown {
  return {
    id: `llm-${turn}`,
    displayName: "LLM Query",
    type: "LLM_STEP",
    llmStepTrace: {
      providerId: "google",
      model: "gemini-3.5-flash",
      inputTokens: 4200,
      outputTokens: 310,
      cachedTokens: 1024,
      thinkingTokens: 120,
      inputCost: 0.00042,
      outputCost: 0.00012,
      cachedCost: 0.00001,
      reasoningBlocks: [
        { text: `Batch ${turn}: reconcile ${callsPerTurn} entries in order.` },
      ],
      systemInstructions: [
        { role: "system", content: "Reconcile each open ledger entry." },
      ],
      llmMessages: [{ role: "user", content: `Process batch ${turn}.` }],
      tools: [
        { integrationId: "ledger", id: "get_entry" },
        { integrationId: "netsuite", id: "lookup_invoice" },
      ],
    },
    toolTrace: null,
    hitlTrace: null,
    result: null,
    status: "SUCCESS",
    error: null,
    startTime: turnStart,
    endTime: clock,
    duration: clock - turnStart,
    steps: calls,
  };
}
