/**
 * A generated run of realistic shape and any size, for the benchmark: one FLOW step, then
 * LLM turns each issuing tool calls (`turns × callsPerTurn` tool steps), with parameters,
 * results, reasoning and an error every 997th call. Written as a saved `trace -o json`
 * envelope plus its `get` record, so the proxy serves it with `--traces DIR`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface LargeRunOptions {
  turns: number;
  callsPerTurn: number;
}

export const BENCH_AGENT = "bench_agent";

export function largeRunId(options: LargeRunOptions): string {
  const steps = 1 + options.turns * (1 + options.callsPerTurn);
  return `bench-${steps}-steps`;
}

export function buildLargeTrace({
  turns,
  callsPerTurn,
}: LargeRunOptions): Record<string, unknown> {
  const start = Date.UTC(2026, 7, 6, 2, 0, 0);
  let clock = start;
  const llmSteps: unknown[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const turnStart = clock;
    const calls: unknown[] = [];
    for (let call = 0; call < callsPerTurn; call++) {
      const index = turn * callsPerTurn + call;
      const failed = (index + 1) % 997 === 0;
      const entry = `JE-${String(480_000 + index).padStart(7, "0")}`;
      calls.push({
        id: `tool-${index}`,
        displayName: call % 2 === 0 ? "Get Entry" : "Lookup Invoice",
        type: "TOOL",
        llmStepTrace: null,
        toolTrace: {
          tool: {
            integrationId: call % 2 === 0 ? "ledger" : "netsuite",
            id: call % 2 === 0 ? "get_entry" : "lookup_invoice",
          },
          displayName: "Get Entry",
          toolType: "UNSPECIFIED",
          parameters: { entryId: entry, includeLines: true },
          resultDelivery: {
            originalChars: 180,
            deliveredChars: 180,
            offloaded: false,
            projected: false,
          },
          cost: null,
        },
        hitlTrace: null,
        result: failed
          ? null
          : {
              strValue: JSON.stringify({
                entryId: entry,
                status: "ok",
                amount: (index % 9000) + 0.5,
                memo: `Invoice for ${entry}`,
              }),
              jsonValue: null,
              fileLink: null,
            },
        status: failed ? "ERROR" : "SUCCESS",
        error: failed
          ? `409 Conflict: ledger entry ${entry} is already claimed`
          : null,
        startTime: clock,
        endTime: clock + 120,
        duration: 120,
        steps: [],
      });
      clock += 130;
    }
    llmSteps.push({
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
          {
            text: `Batch ${turn}: reconcile ${callsPerTurn} entries in order.`,
          },
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
    });
  }
  const id = largeRunId({ turns, callsPerTurn });
  return {
    status: "COMPLETED",
    runType: "ROOT",
    rootExecutionId: id,
    trace: {
      agentExecutionRecordId: id,
      agentId: BENCH_AGENT,
      agentRevision: 1,
      startTime: start,
      endTime: clock,
      createdAt: start,
      tenantId: "bench",
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
}

/** Writes the run into `dir` as a saved trace; returns its id. */
export function writeLargeRun(dir: string, options: LargeRunOptions): string {
  mkdirSync(dir, { recursive: true });
  const id = largeRunId(options);
  writeFileSync(
    join(dir, `${id}.json`),
    JSON.stringify(buildLargeTrace(options)),
  );
  return id;
}
