/**
 * The assistant's tools, one entry each: its name, what it is for (the description an
 * assistant chooses by), its input as a zod shape (the MCP server publishes it as the
 * tool's JSON schema and validates every call against it), and the answer. Every tool
 * reads only (`AssistantReads`: GETs of the proxy's own API), and every answer leaves
 * through `reads.finish` (masked again with everyone known) and `capAnswer`.
 */
import { z } from "zod";
import type { AssistantReads } from "./assistant-reads";
import { compareAnswer } from "./answers/compare-answer";
import {
  conversationAnswer,
  DEFAULT_ENTRIES,
} from "./answers/conversation-answer";
import { customerAnswer, DEFAULT_RUNS } from "./answers/customer-answer";
import { maskLine, openRunAnswer } from "./answers/open-run";
import {
  DEFAULT_MATCHES,
  MAX_MATCHES,
  searchAnswer,
} from "./answers/search-answer";
import { stepAnswer, STEP_PARTS } from "./answers/step-answer";
import { stateAnswer } from "./answers/state-answer";
import { capAnswer } from "./answers/text-cap";
import { LocalApiError } from "./local-api";
import { BadLinkError, resolveTarget } from "./run-target";
import { openHistory, openRun, openSubject } from "./subject";

const RUN_DESCRIPTION =
  "The run: a Fruxon dashboard link (with id=…), a Tracelens link (/agents/A/runs/R, its compare view, ?step=…), a run id or the first 4+ characters of one; or a fast-agent session (its /sessions/… link, its id, or session/history)";

const run = z.string().min(1).max(2048).describe(RUN_DESCRIPTION);

export interface AssistantTool<Shape extends z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: Shape;
  answer(
    reads: AssistantReads,
    input: z.infer<z.ZodObject<Shape>>,
  ): Promise<string>;
}

const tool = <Shape extends z.ZodRawShape>(definition: AssistantTool<Shape>) =>
  definition;

export const ASSISTANT_TOOLS = [
  tool({
    name: "open_run",
    title: "Open a run",
    description:
      "Why a run did what it did: status, delivery, span, cost, and the findings a person sees on the run page (failed children, errors routed around, results the model saw cut, memory changed, withheld replies, …) with their evidence, each with its step path and web link. Start here with a pasted link.",
    input: { run },
    answer: async (reads, input) =>
      openRunAnswer(reads, await openSubject(reads, input.run)),
  }),
  tool({
    name: "get_step",
    title: "Read one step",
    description:
      "One step of a run by its dotted path (1.1.3): kind, status, error, timing, what the model saw of its result (resultDelivery), parameters and result decoded (JSON-in-strings opened, \\u escapes as characters), the reasoning of the LLM step that issued it, an LLM step's messages. Long parts are cut, and the cut says how to read on (part and offset).",
    input: {
      run,
      step: z
        .string()
        .max(512)
        .optional()
        .describe("Dotted path, e.g. 1.1.3; defaults to the link's step="),
      part: z
        .enum(STEP_PARTS)
        .default("all")
        .describe("Only this part (to read on after a cut)"),
      offset: z
        .number()
        .int()
        .min(0)
        .default(0)
        .describe("Character to start the part at, as a cut says"),
    },
    answer: async (reads, input) => {
      const subject = await openSubject(reads, input.run);
      const path = input.step ?? subject.target.step;
      if (!path)
        throw new BadLinkError(
          "Which step? Give its dotted path (1.1.3), or a link with step=.",
        );
      const trace = subject.trace;
      const index = trace?.byPath.get(path);
      if (!trace || index === undefined)
        throw new LocalApiError(
          404,
          "not_found",
          trace
            ? `No step ${path} in this run: its top-level steps are 1 to ${trace.roots.length}.`
            : `The run has no trace to read steps from.`,
        );
      return stepAnswer({
        trace,
        step: trace.steps[index]!,
        link: subject.link,
        part: input.part,
        offset: input.offset,
        runRef: input.run,
      });
    },
  }),
  tool({
    name: "compare_runs",
    title: "Compare two runs",
    description:
      "This run against another, as the compare view shows them: which previous run was chosen and why, span/tokens/cost deltas, the first divergence (first step asked something different), the first result change, changed/added/removed steps with the fields that changed, and each side's errors with whether the other run failed there too. A fast-agent history compares with its _previous save or another session.",
    input: {
      run,
      against: z
        .string()
        .max(2048)
        .optional()
        .describe(
          '"previous" (the run before it, as the compare view picks it: default) or another run\'s link or id',
        ),
    },
    answer: async (reads, input) => {
      const subject = await openSubject(reads, input.run);
      return compareAnswer(
        reads,
        subject,
        input.against ?? subject.target.against ?? "previous",
      );
    },
  }),
  tool({
    name: "find_customer",
    title: "Find a customer's runs",
    description:
      "The people a phone number, email, handle or name finds in the participants directory (as the runs list's participant filter resolves it), each with their latest runs per agent and links. Masked, people are shown as Customer A, B… with masked numbers.",
    input: {
      query: z
        .string()
        .min(1)
        .max(256)
        .describe("A phone number (any spelling), email, handle or name"),
      runs: z
        .number()
        .int()
        .min(1)
        .max(50)
        .default(DEFAULT_RUNS)
        .describe("Runs listed per agent"),
    },
    answer: (reads, input) => customerAnswer(reads, input),
  }),
  tool({
    name: "conversation",
    title: "Read a conversation",
    description:
      "The conversation (topic) a run belongs to, or a conversation from its link (/agents/A/topics/T): its findings (blind sessions, withheld messages, takeovers nobody saw, …) and the transcript's last entries — turns with the run's own marked, session starts, withheld messages, takeovers. For a fast-agent history, its messages with their tool calls.",
    input: {
      run: z
        .string()
        .min(1)
        .max(2048)
        .describe(`${RUN_DESCRIPTION}; or a conversation's link`),
      entries: z
        .number()
        .int()
        .min(1)
        .max(500)
        .default(DEFAULT_ENTRIES)
        .describe("How many of the last entries to show"),
    },
    answer: async (reads, input) => {
      const target = await resolveTarget(reads, input.run);
      const about =
        target.kind === "topic"
          ? target
          : target.kind === "run"
            ? await openRun(reads, target)
            : await openHistory(reads, target);
      return conversationAnswer(reads, about, input.entries);
    },
  }),
  tool({
    name: "run_state",
    title: "Read a run's state",
    description:
      "The state a run decided from, as the State panel reads it: the trigger that fired it and its cadence, each memory title it searched or wrote with which value it read (and whether memory changed since the previous run wrote it), its ledger item with transitions and batch, its approvals, ids written to memory one or two characters off a real one, and the state findings.",
    input: { run },
    answer: async (reads, input) =>
      stateAnswer(reads, await openSubject(reads, input.run)),
  }),
  tool({
    name: "search_steps",
    title: "Search a run's steps",
    description:
      "The run page's step filter: the steps whose path, name, status, error, tool, model, parameters or result (decoded) hold every word of the text, in tree order, with paths, links and the words around the match. Masked answers are searched masked: find a customer by their mask (Customer A).",
    input: {
      run,
      text: z.string().min(1).max(512).describe("Words every step must hold"),
      errors_only: z
        .boolean()
        .default(false)
        .describe("Only steps that errored"),
      limit: z
        .number()
        .int()
        .min(1)
        .max(MAX_MATCHES)
        .default(DEFAULT_MATCHES)
        .describe("Matches listed"),
    },
    answer: async (reads, input) =>
      searchAnswer(await openSubject(reads, input.run), {
        text: input.text,
        errorsOnly: input.errors_only,
        limit: input.limit,
      }),
  }),
];

/**
 * An answer as it leaves: masked once more with everyone known, capped, and ending on
 * whether it is masked (so the assistant can tell a person what it may quote).
 */
export async function finishedAnswer(
  reads: AssistantReads,
  text: string,
): Promise<string> {
  return `${capAnswer(await reads.finish(text))}\n\n${maskLine(reads)}`;
}
