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
  const llmSteps: unknown[] = [];
  const generated = generateTurns(options, (turn) => llmSteps.push(turn));
  return {
    envelope: envelopeOf(options, generated.end, llmSteps),
    end: generated.end,
    facts: generated.facts,
  };
}

/**
 * The same run as `buildLargeTrace`, byte for byte as `JSON.stringify` would write it, but
 * produced turn by turn as it is read: a run too large for one string (a million steps is
 * ≈ 650 MB) is never held whole. `facts` are computed by a first pass that builds no JSON.
 */
export function streamLargeTrace(options: LargeRunOptions): {
  facts: LargeRunFacts;
  end: number;
  open: () => ReadableStream<Uint8Array>;
} {
  const { facts, end } = generateTurns(options, () => {});
  const marker = "\u0000turns\u0000";
  const [head, tail] = JSON.stringify(
    envelopeOf(options, end, marker as never),
  ).split(JSON.stringify(marker)) as [string, string];
  const encoder = new TextEncoder();
  return {
    facts,
    end,
    open: () => {
      const pieces = jsonPieces(options, head, tail);
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          // About 1 MB per pull, whatever the run's shape (a turn of a million calls too).
          const pending: string[] = [];
          let length = 0;
          while (length < 1_000_000) {
            const piece = pieces.next();
            if (piece.done) {
              controller.enqueue(encoder.encode(pending.join("")));
              controller.close();
              return;
            }
            pending.push(piece.value);
            length += piece.value.length;
          }
          controller.enqueue(encoder.encode(pending.join("")));
        },
      });
    },
  };
}

/**
 * The envelope's JSON in pieces of at most one tool call: `JSON.stringify` of the whole,
 * without ever holding a turn's calls (a turn of a million calls is over 500 MB of text).
 */
function* jsonPieces(
  options: LargeRunOptions,
  head: string,
  tail: string,
): Generator<string> {
  const marker = "\u0000calls\u0000";
  const state = newTurnState(options);
  yield `${head}[`;
  for (let turn = 0; turn < options.turns; turn++) {
    const turnStart = state.clock;
    const calls = callsOf(options, turn, state);
    // The turn's own fields end with its calls' clock: made before the calls are.
    const end = turnStart + 130 * callCount(options, turn);
    const [before, after] = JSON.stringify(
      llmTurn(turn, options.callsPerTurn, turnStart, end, marker as never),
    ).split(JSON.stringify(marker)) as [string, string];
    yield `${turn === 0 ? "" : ","}${before}[`;
    let first = true;
    for (const call of calls) {
      yield `${first ? "" : ","}${JSON.stringify(call)}`;
      first = false;
    }
    yield `]${after}`;
  }
  yield `]${tail}`;
}

function envelopeOf(
  options: LargeRunOptions,
  end: number,
  llmSteps: unknown[],
): Record<string, unknown> {
  const { start } = options;
  return {
    status: "COMPLETED",
    runType: "ROOT",
    rootExecutionId: options.id,
    trace: {
      agentExecutionRecordId: options.id,
      agentId: BENCH_AGENT,
      agentRevision: 1,
      startTime: start,
      endTime: end,
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
          endTime: end,
          duration: end - start,
          steps: llmSteps,
        },
      ],
    },
  };
}

interface TurnState {
  clock: number;
  index: number;
  filterMatches: number;
  lastErrorPath: string;
  lastPath: string;
  giantResultPath: string | null;
}

function newTurnState(options: LargeRunOptions): TurnState {
  return {
    clock: options.start,
    index: 0,
    filterMatches: 0,
    lastErrorPath: "",
    lastPath: "1",
    giantResultPath: null,
  };
}

function generateTurns(
  options: LargeRunOptions,
  onTurn: (turn: unknown) => void,
): { facts: LargeRunFacts; end: number } {
  const state = newTurnState(options);
  for (let turn = 0; turn < options.turns; turn++)
    onTurn(buildTurn(options, turn, state));
  return {
    end: state.clock,
    facts: {
      steps: 1 + options.turns + state.index,
      filterMatches: state.filterMatches,
      lastErrorPath: state.lastErrorPath,
      lastPath: state.lastPath,
      giantResultPath: state.giantResultPath,
    },
  };
}

function buildTurn(
  options: LargeRunOptions,
  turn: number,
  state: TurnState,
): unknown {
  const turnStart = state.clock;
  const calls = [...callsOf(options, turn, state)];
  return llmTurn(turn, options.callsPerTurn, turnStart, state.clock, calls);
}

/** The calls a turn makes: the variant drops one in every tenth turn. */
const droppedCall = (options: LargeRunOptions, turn: number) =>
  options.variant && turn % 10 === 5 ? 3 : -1;

const callCount = (options: LargeRunOptions, turn: number) =>
  options.callsPerTurn -
  (droppedCall(options, turn) >= 0 &&
  droppedCall(options, turn) < options.callsPerTurn
    ? 1
    : 0);

/** A turn's tool calls, one at a time, each advancing `state` (its clock, index and facts). */
function* callsOf(
  options: LargeRunOptions,
  turn: number,
  state: TurnState,
): Generator<unknown> {
  const dropped = droppedCall(options, turn);
  let made = 0;
  for (let call = 0; call < options.callsPerTurn; call++) {
    if (call === dropped) continue;
    const path = `1.${turn + 1}.${made + 1}`;
    const index = state.index;
    const failed = (index + 1) % 197 === 0;
    const marked = index % 100 === 0;
    const giant =
      options.giantResultChars !== undefined && turn === 0 && call === 1;
    if (failed) state.lastErrorPath = path;
    if (marked) state.filterMatches++;
    if (giant) state.giantResultPath = path;
    state.lastPath = path;
    const step = toolCall({
      index,
      clock: state.clock,
      failed,
      marked,
      moved: options.variant === true && index % 50 === 7,
      giantResultChars: giant ? options.giantResultChars : undefined,
    });
    made++;
    state.index++;
    state.clock += 130;
    yield step;
  }
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
