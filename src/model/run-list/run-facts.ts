/** Per-run facts the list filters need (tools called, tool errors), read from a trace. */
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import type { RunTrace } from "../run";
import type { RecordFacts } from "./filter-records";

export function factsFromTrace(trace: RunTrace): RecordFacts {
  const tools = new Set<string>();
  let hasToolErrors = false;
  for (const step of trace.steps) {
    const tool = step.tool?.tool;
    if (!tool) continue;
    tools.add(`${tool.integrationId ?? ""}.${tool.toolId ?? ""}`);
    if (step.isError) hasToolErrors = true;
  }
  return { tools, hasToolErrors };
}

/** Facts from a wire trace; a trace that cannot be read has none (and matches no tool filter). */
export function factsFromWireTrace(json: unknown): RecordFacts | undefined {
  try {
    return factsFromTrace(normalizeFruxonTrace(json));
  } catch {
    return undefined;
  }
}
