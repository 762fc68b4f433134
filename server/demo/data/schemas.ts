/**
 * The shapes of the demo's data files (server/demo/data/*.json), checked when a file is
 * loaded: a typo in a key or a wrong type fails at start (and in every demo test), named
 * by file and path, instead of surfacing as a response the app then misreads. Strict
 * objects, so an unknown key is an error rather than silently ignored. Times in the
 * files are offsets from the anchor (`…DaysAgo`, `…Ms`), never dates, so the demo's
 * "waiting since 23 minutes" holds whenever it starts.
 */
import { z } from "zod";
import { DEMO_SCENARIO_NAMES } from "../dataset";

/** Parses `json` against `schema`, naming the file in the error. */
export function loadDataFile<T>(
  file: string,
  schema: z.ZodType<T>,
  json: unknown,
): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `server/demo/data/${file}: ${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

/** agents.json: the tenant's agents, ages in days before the anchor. */
export const AgentSeeds = z.array(
  z.strictObject({
    id: z.string().min(1),
    displayName: z.string().min(1),
    description: z.string(),
    type: z.enum(["ANALYZER", "RECOMMENDATION", "CHAT", "OTHER"]),
    currentRevision: z.int().positive(),
    tags: z.array(z.string()),
    createdDaysAgo: z.number().nonnegative(),
    modifiedDaysAgo: z.number().nonnegative(),
  }),
);

/** The keys scenario code addresses people by (`ctx.people.byKey.liorShapiro`). */
export const PERSON_KEYS = [
  "danaLevi",
  "dorGelless",
  "underwritingDesk",
  "michalCohen",
  "yossiMizrahi",
  "omerBenDavid",
  "sarahGoldstein",
  "aviPeretz",
  "noaBarak",
  "danielFriedman",
  "talAmsalem",
  "liorShapiro",
  "mayaAzoulay",
  "yaelOhana",
] as const;

/** people.json: every participant, in the order their ids are drawn. */
export const PersonSeeds = z.array(
  z.strictObject({
    key: z.enum(PERSON_KEYS),
    kind: z.enum(["PERSON", "AI_AGENT"]),
    displayName: z.string().min(1),
    /** E.164. */
    phone: z
      .string()
      .regex(/^\+\d{8,15}$/)
      .nullable(),
    email: z.email().nullable(),
    /** A Telegram handle, for customers who write from there. */
    handle: z.string().startsWith("@").nullable(),
    agentIds: z.array(z.string().min(1)),
    /** The agent an AI_AGENT participant is. */
    relatedAgentId: z.string().min(1).optional(),
  }),
);

const RunRef = z.strictObject({
  agentId: z.string().min(1),
  runId: z.uuid(),
});

/** named-runs.json: the fixed ids of D1–D23, what each shows (and D1's consult child). */
export const NamedRuns = z.strictObject({
  scenarios: z.record(
    z.enum(DEMO_SCENARIO_NAMES),
    RunRef.extend({ shows: z.string().min(1) }),
  ),
  d1Consult: RunRef,
});
