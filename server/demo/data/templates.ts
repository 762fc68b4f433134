/**
 * Placeholders in the demo's data files, filled by the scenario code that owns the value:
 * `{name}` inside a string is the value's text, and `{"$": "name"}` stands for the value
 * itself (a number stays a number, an id list stays a list). Objects keep their key order,
 * so a filled template is the same wire JSON the literal it replaced was.
 */
import type { WireObject } from "../dataset";
import type { ToolKey } from "../wire-builders";

export type TemplateValues = Readonly<Record<string, unknown>>;

/** Fills `value`'s placeholders from `values`; a name with no value fails, naming `file`. */
export function fillTemplate<T>(
  file: string,
  value: T,
  values: TemplateValues,
): T {
  return fill(file, value, values) as T;
}

function fill(file: string, value: unknown, values: TemplateValues): unknown {
  const valueOf = (name: string) => {
    if (!(name in values))
      throw new Error(`server/demo/data/${file}: no value for {${name}}`);
    return values[name];
  };
  if (typeof value === "string")
    return value.replace(/\{(\w+)\}/g, (_, name: string) =>
      String(valueOf(name)),
    );
  if (Array.isArray(value))
    return value.map((item) => fill(file, item, values));
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === "$")
      return valueOf(String(entries[0]![1]));
    return Object.fromEntries(
      entries.map(([key, item]) => [key, fill(file, item, values)]),
    );
  }
  return value;
}

/** The words of a tool step: its display name, its tool, and the parameters it was called with. */
export interface ToolCallWords {
  name: string;
  tool: ToolKey;
  parameters?: Record<string, unknown>;
}

/** A tool step's name, tool and filled parameters, ready for `toolStep`. */
export function filledCall(
  file: string,
  words: ToolCallWords,
  values: TemplateValues,
): { name: string; tool: ToolKey; parameters: WireObject } {
  return {
    name: words.name,
    tool: words.tool,
    parameters: fillTemplate(file, words.parameters ?? {}, values),
  };
}
