/**
 * Summary steps (`summary-step.ts`) as they cross from the trace worker to the page: a
 * column table, not objects (decision 1454).
 *
 * Why: a summary step cloned as an object graph is some twenty-five heap objects on the
 * page (the step, its nested `llm` and `tool` objects, seven arrays, a fresh copy of every
 * string, `"TOOL"` and `"SUCCESS"` included). On a 100,000-step run the page's garbage
 * collector then spent 30–45 ms at a time moving them, the last tasks over 50 ms while a
 * run opened. Here numbers cross in one transferable `Float64Array`, strings once per trace
 * (each chunk carries only the strings the page has not had yet), and the page builds each
 * step with its strings and empty arrays shared: about six objects a step.
 *
 * `decode(encode(steps))` equals `steps.map(toSummaryStep)`, children aside
 * (the page keeps its own child lists): `summary-columns.test.ts` asserts it on every
 * fixture.
 */
import {
  asMs,
  asStepPath,
  type Costs,
  type LlmDetail,
  type Step,
  type StepKind,
  type TokenCounts,
  type ToolDetail,
  type ToolIdentity,
} from "../run";

/** One chunk of summary steps, as posted (its two typed arrays are transferred). */
export interface SummaryColumns {
  count: number;
  /** `NUMBER_FIELDS` numbers per step; NaN is null (JSON has no NaN, so none is lost). */
  numbers: Float64Array<ArrayBuffer>;
  /** `STRING_FIELDS` string-table positions per step; -1 is null. */
  strings: Int32Array<ArrayBuffer>;
  /** Each step's path (unique to it: not worth a table entry). */
  paths: string[];
  /** Strings first used by this chunk: the page appends them to its table, in order. */
  newStrings: string[];
  /** What few steps carry and most do not (problems, tags, a tool's cost), by row. */
  rare: RareFields[];
}

interface RareFields {
  row: number;
  problems?: string[];
  tags?: string[];
  cost?: unknown;
}

const KINDS: readonly StepKind[] = ["FLOW_STEP", "LLM_STEP", "TOOL", "OTHER"];

// Column positions of a step's numbers.
const INDEX = 0;
const PARENT = 1;
const DEPTH = 2;
const KIND = 3;
const FLAGS = 4;
const START = 5;
const END = 6;
const DURATION = 7;
const TOKENS = 8; // input, output, cached, thinking
const COSTS = 12; // input, output, cached, thinking, total
const ORIGINAL_CHARS = 17;
const DELIVERED_CHARS = 18;
const NUMBER_FIELDS = 19;

const IS_ERROR = 1;
const HAS_LLM = 2;
const HAS_TOOL = 4;
const HAS_TOOL_IDENTITY = 8;
const HAS_DELIVERY = 16;
const OFFLOADED = 32;
const PROJECTED = 64;

// Column positions of a step's strings.
const ID = 0;
const TYPE = 1;
const NAME = 2;
const ALIGN_KEY = 3;
const STATUS = 4;
const ERROR = 5;
const PROVIDER = 6;
const MODEL = 7;
const INTEGRATION = 8;
const TOOL_ID = 9;
const TOOL_LABEL = 10;
const DISPLAY_NAME = 11;
const TOOL_TYPE = 12;
const STRING_FIELDS = 13;

/** The worker's side: one per trace read, so each string crosses once per trace. */
export class SummaryEncoder {
  private readonly positions = new Map<string, number>();

  encode(steps: readonly Step[]): SummaryColumns {
    const numbers = new Float64Array(steps.length * NUMBER_FIELDS);
    const strings = new Int32Array(steps.length * STRING_FIELDS);
    const newStrings: string[] = [];
    const rare: RareFields[] = [];
    const stringAt = (value: string | null): number => {
      if (value === null) return -1;
      let position = this.positions.get(value);
      if (position === undefined) {
        position = this.positions.size;
        this.positions.set(value, position);
        newStrings.push(value);
      }
      return position;
    };
    steps.forEach((step, row) => {
      const n = row * NUMBER_FIELDS;
      const s = row * STRING_FIELDS;
      const { llm, tool } = step;
      const kind = KINDS.indexOf(step.kind);
      if (kind < 0) throw new Error(`Unknown step kind ${String(step.kind)}`);
      numbers[n + INDEX] = step.index;
      numbers[n + PARENT] = step.parent;
      numbers[n + DEPTH] = step.depth;
      numbers[n + KIND] = kind;
      numbers[n + FLAGS] =
        (step.isError ? IS_ERROR : 0) |
        (llm ? HAS_LLM : 0) |
        (tool ? HAS_TOOL : 0) |
        (tool?.tool ? HAS_TOOL_IDENTITY : 0) |
        (tool?.resultDelivery ? HAS_DELIVERY : 0) |
        (tool?.resultDelivery?.offloaded ? OFFLOADED : 0) |
        (tool?.resultDelivery?.projected ? PROJECTED : 0);
      numbers[n + START] = step.startTime ?? NaN;
      numbers[n + END] = step.endTime ?? NaN;
      numbers[n + DURATION] = step.durationMs ?? NaN;
      if (llm) {
        const { tokens, costs } = llm;
        numbers[n + TOKENS] = tokens.input ?? NaN;
        numbers[n + TOKENS + 1] = tokens.output ?? NaN;
        numbers[n + TOKENS + 2] = tokens.cached ?? NaN;
        numbers[n + TOKENS + 3] = tokens.thinking ?? NaN;
        numbers[n + COSTS] = costs.input ?? NaN;
        numbers[n + COSTS + 1] = costs.output ?? NaN;
        numbers[n + COSTS + 2] = costs.cached ?? NaN;
        numbers[n + COSTS + 3] = costs.thinking ?? NaN;
        numbers[n + COSTS + 4] = costs.total ?? NaN;
      }
      numbers[n + ORIGINAL_CHARS] = tool?.resultDelivery?.originalChars ?? NaN;
      numbers[n + DELIVERED_CHARS] =
        tool?.resultDelivery?.deliveredChars ?? NaN;
      strings[s + ID] = stringAt(step.id);
      strings[s + TYPE] = stringAt(step.type);
      strings[s + NAME] = stringAt(step.name);
      strings[s + ALIGN_KEY] = stringAt(step.alignKey);
      strings[s + STATUS] = stringAt(step.status);
      strings[s + ERROR] = stringAt(step.error);
      strings[s + PROVIDER] = stringAt(llm?.providerId ?? null);
      strings[s + MODEL] = stringAt(llm?.model ?? null);
      strings[s + INTEGRATION] = stringAt(tool?.tool?.integrationId ?? null);
      strings[s + TOOL_ID] = stringAt(tool?.tool?.toolId ?? null);
      strings[s + TOOL_LABEL] = stringAt(tool?.tool?.label ?? null);
      strings[s + DISPLAY_NAME] = stringAt(tool?.displayName ?? null);
      strings[s + TOOL_TYPE] = stringAt(tool?.toolType ?? null);
      const cost = tool?.cost;
      if (step.problems.length > 0 || step.tags.length > 0 || cost != null)
        rare.push({
          row,
          ...(step.problems.length > 0 && { problems: step.problems }),
          ...(step.tags.length > 0 && { tags: step.tags }),
          ...(cost != null && { cost }),
        });
    });
    const paths = steps.map((step) => step.path);
    return { count: steps.length, numbers, strings, paths, newStrings, rare };
  }
}

/** A whole number as the engine's small integer (`| 0`), any other number (-0 too) as it is. */
function wholeAsSmall(value: number): number {
  return Object.is(value, value | 0) ? value | 0 : value;
}

/** What to hand `postMessage` so the columns move instead of being copied. */
export function columnsTransfer(columns: SummaryColumns): ArrayBuffer[] {
  return [columns.numbers.buffer, columns.strings.buffer];
}

/**
 * Shared by every decoded step: they are summaries' empty lists, never written to (frozen,
 * so a write fails loudly instead of changing every step).
 */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/**
 * The page's side: one per trace read, as the encoder is. `decode` builds a chunk's steps,
 * growing the trace's string table by the chunk's new strings. Every step's `children` is a
 * shared empty list; whoever assembles the trace gives a step with children its own.
 *
 * What the page keeps is every step of the run, so each object a step is built from is one
 * more for its collector to mark and move (decision 1454): numbers that are whole are kept
 * as small integers (a double in an object's field is an object of its own), and the steps
 * that call the same tool share one frozen identity. On a 100,000-step run the page's heap
 * after reading fell from 44 to 36 MB.
 */
export class SummaryDecoder {
  private readonly table: string[] = [];
  /** Tool identities by their strings' positions in the table. */
  private readonly identities = new Map<string, ToolIdentity>();

  decode(columns: SummaryColumns): Step[] {
    const { table, identities } = this;
    for (const value of columns.newStrings) table.push(value);
    const { numbers, strings } = columns;
    const rareByRow = new Map(
      columns.rare.map((fields) => [fields.row, fields]),
    );
    const steps: Step[] = new Array<Step>(columns.count);
    const num = (at: number) => {
      const value = numbers[at]!;
      return Number.isNaN(value) ? null : wholeAsSmall(value);
    };
    const ms = (at: number) => {
      const value = num(at);
      return value === null ? null : asMs(value);
    };
    const str = (at: number) => {
      const position = strings[at]!;
      return position < 0 ? null : table[position]!;
    };
    for (let row = 0; row < columns.count; row++) {
      const n = row * NUMBER_FIELDS;
      const s = row * STRING_FIELDS;
      const flags = numbers[n + FLAGS]!;
      const rare = rareByRow.get(row);
      steps[row] = {
        index: numbers[n + INDEX]! | 0,
        path: asStepPath(columns.paths[row]!),
        parent: numbers[n + PARENT]! | 0,
        depth: numbers[n + DEPTH]! | 0,
        children: NONE,
        id: str(s + ID),
        kind: KINDS[numbers[n + KIND]!]!,
        type: str(s + TYPE)!,
        name: str(s + NAME)!,
        alignKey: str(s + ALIGN_KEY),
        status: str(s + STATUS),
        isError: (flags & IS_ERROR) !== 0,
        error: str(s + ERROR),
        startTime: ms(n + START),
        endTime: ms(n + END),
        durationMs: ms(n + DURATION),
        llm: flags & HAS_LLM ? llmOf(n, s) : null,
        tool: flags & HAS_TOOL ? toolOf(n, s, flags, rare) : null,
        hitl: null,
        result: null,
        problems: rare?.problems ?? NONE,
        tags: rare?.tags ?? NONE,
        message: null,
        raw: null,
      };
    }
    return steps;

    function llmOf(n: number, s: number): LlmDetail {
      const tokens: TokenCounts = {
        input: num(n + TOKENS),
        output: num(n + TOKENS + 1),
        cached: num(n + TOKENS + 2),
        thinking: num(n + TOKENS + 3),
      };
      const costs: Costs = {
        input: num(n + COSTS),
        output: num(n + COSTS + 1),
        cached: num(n + COSTS + 2),
        thinking: num(n + COSTS + 3),
        total: num(n + COSTS + 4),
      };
      return {
        providerId: str(s + PROVIDER),
        model: str(s + MODEL),
        tokens,
        costs,
        systemInstructions: NONE,
        reasoningBlocks: NONE,
        messages: NONE,
        tools: NONE,
        serverToolInvocations: NONE,
      };
    }

    function identityOf(s: number): ToolIdentity {
      const key = `${strings[s + INTEGRATION]} ${strings[s + TOOL_ID]} ${strings[s + TOOL_LABEL]}`;
      let identity = identities.get(key);
      if (!identity) {
        identity = Object.freeze({
          integrationId: str(s + INTEGRATION),
          toolId: str(s + TOOL_ID),
          label: str(s + TOOL_LABEL)!,
        });
        identities.set(key, identity);
      }
      return identity;
    }

    function toolOf(
      n: number,
      s: number,
      flags: number,
      rare: RareFields | undefined,
    ): ToolDetail {
      return {
        tool: flags & HAS_TOOL_IDENTITY ? identityOf(s) : null,
        displayName: str(s + DISPLAY_NAME),
        toolType: str(s + TOOL_TYPE),
        parameters: null,
        resultDelivery:
          flags & HAS_DELIVERY
            ? {
                originalChars: num(n + ORIGINAL_CHARS),
                deliveredChars: num(n + DELIVERED_CHARS),
                offloaded: (flags & OFFLOADED) !== 0,
                projected: (flags & PROJECTED) !== 0,
              }
            : null,
        cost: rare?.cost ?? null,
      };
    }
  }
}
