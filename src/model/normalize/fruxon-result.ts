/**
 * `GET …/executionRecords/{id}:result` → `RunIo`: the run's inputs (`parameters`, free-form,
 * keyed by parameter name) and its final output (`result`, the same `{strValue, jsonValue,
 * fileLink}` shape a step result has). `executions result` in the CLI.
 */
import { fruxonResultResponseSchema } from "../wire/fruxon";
import type { StepResult } from "../run";
import { describeIssues, WireFormatError } from "./wire-error";

export interface RunIo {
  /** The run's inputs; null when the record has none. */
  parameters: unknown;
  /** The final output; null when there is none. */
  output: StepResult | null;
}

export function normalizeFruxonResult(json: unknown): RunIo {
  const parsed = fruxonResultResponseSchema.safeParse(json);
  if (!parsed.success)
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "run result",
    );
  const { parameters, result } = parsed.data;
  const output: StepResult | null =
    result &&
    (result.strValue != null ||
      (result.jsonValue !== null && result.jsonValue !== undefined) ||
      result.fileLink)
      ? {
          strValue: result.strValue ?? null,
          jsonValue: result.jsonValue ?? null,
          fileLink: result.fileLink ?? null,
        }
      : null;
  return { parameters: parameters ?? null, output };
}
