/**
 * The run's inputs and final output as text: each input on its own line (JSON-in-strings
 * decoded, `\uXXXX` shown as the characters), the output decoded the same way.
 */
import {
  decodeNestedJson,
  unescapeUnicode,
} from "../../model/decode/json-in-strings";
import { prettyJson } from "../../model/format/stable-json";
import { resultFileLink, resultValue } from "../../model/decode/step-result";
import type { StepResult } from "../../model/run";

export interface InputLine {
  name: string;
  value: string;
}

const MAX_VALUE_CHARS = 400;

export function inputLines(parameters: unknown): InputLine[] {
  if (parameters === null || parameters === undefined) return [];
  if (typeof parameters !== "object" || Array.isArray(parameters))
    return [{ name: "(value)", value: clip(textOf(parameters)) }];
  return Object.entries(parameters as Record<string, unknown>).map(
    ([name, value]) => ({
      name,
      value: clip(textOf(value)),
    }),
  );
}

export function outputText(output: StepResult): string {
  const fileLink = resultFileLink(output);
  if (fileLink !== null) return `File: ${fileLink}`;
  const decoded = resultValue(output);
  if (decoded === null) return "";
  return typeof decoded === "string" ? decoded : prettyJson(decoded);
}

function textOf(value: unknown): string {
  const decoded = decodeNestedJson(value).value;
  if (typeof decoded === "string") return unescapeUnicode(decoded);
  return JSON.stringify(decoded);
}

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}…`
    : text;
}
