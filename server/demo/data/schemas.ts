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

/** E.164, as the API writes phone numbers. */
const Phone = z.string().regex(/^\+\d{8,15}$/);

const DURATION_UNITS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 };

/** A span written as days, hours, minutes, seconds (`2d4h`, `3h40m`, `45s`), read as ms. */
const Duration = z
  .string()
  .regex(/^(?=\d)(\d+d)?(\d+h)?(\d+m)?(\d+s)?$/, "a span like 2d4h or 3h40m")
  .transform((text) =>
    [...text.matchAll(/(\d+)([dhms])/g)].reduce(
      (ms, [, count, unit]) =>
        ms +
        Number(count) * DURATION_UNITS[unit as keyof typeof DURATION_UNITS],
      0,
    ),
  );

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
    phone: Phone.nullable(),
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

/** One `systemInstructions` / `llmMessages` element. */
const ChatMessage = z.strictObject({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string().min(1),
  author: z.enum(["HUMAN_OPERATOR", "AGENT", "UNSPECIFIED"]).optional(),
});

/** `integrationId/toolId`. */
const ToolKey = z.templateLiteral([z.string().min(1), "/", z.string().min(1)]);

/**
 * A tool step's words: display name, tool, and the parameters it was called with, where
 * `{name}` in a string and `{"$": name}` are values the scenario fills (data/templates.ts).
 */
const ToolCallTemplate = z.strictObject({
  name: z.string().min(1),
  tool: ToolKey,
  parameters: z.record(z.string(), z.unknown()).optional(),
});

/** A tool call and the result it returned (the tool's JSON, placeholders filled). */
const ToolCallWithResult = ToolCallTemplate.extend({
  result: z.record(z.string(), z.unknown()),
});

/** What one policy batch run (D1, D2) read from its inbox and memory and reasoned. */
const PolicyBatchRunWords = z.strictObject({
  /** The inbox's day, RFC 2822 (`Thu, 06 Aug 2026`). */
  inboxDay: z.string().regex(/^\w{3}, \d{2} \w{3} \d{4}$/),
  firstPolicy: z.int().positive(),
  /** How many policy emails the search found. */
  emails: z.int().positive(),
  watermarkRead: z.iso.datetime(),
  watermarkWritten: z.iso.datetime(),
  /** Gmail's day-granular `after:` (`2026/08/06`). */
  searchAfter: z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/),
  reasoning: z.array(z.string().min(1)).min(1),
});

/** policy-batch.json: the steps of a policy batch run (D1, D2) and what each run read. */
export const PolicyBatchWords = z.strictObject({
  memorySearch: ToolCallWithResult,
  search: ToolCallTemplate,
  spawn: ToolCallTemplate,
  roster: ToolCallTemplate,
  lookupHolder: ToolCallWithResult,
  /** Where the runtime stores a fetched attachment. */
  attachmentLink: z.url(),
  fetchAttachment: ToolCallTemplate,
  archive: ToolCallWithResult,
  appendRows: ToolCallWithResult,
  labelProcessed: ToolCallWithResult,
  consult: ToolCallTemplate,
  /** D2: the advisor answers. */
  advisorAnswered: z.record(z.string(), z.unknown()),
  /** D1: nobody holds the role, so the run falls back to the underwriter. */
  advisorNoMatch: z.string().min(1),
  underwriterAnswered: z.record(z.string(), z.unknown()),
  memoryWrite: ToolCallWithResult,
  digest: z.strictObject({
    name: z.string().min(1),
    text: z.string().min(1),
    /** Who approved the cover change: the advisor, or the fallback role's agent. */
    approvers: z.strictObject({
      advisor: z.string().min(1),
      fallback: z.string().min(1),
    }),
    reasoning: z.array(z.string().min(1)).min(1),
    messages: z.array(ChatMessage).min(1),
  }),
  postToSlack: ToolCallWithResult,
  sendSummary: ToolCallWithResult,
  updateRunLog: ToolCallWithResult,
  runs: z.strictObject({
    D1: PolicyBatchRunWords,
    D2: PolicyBatchRunWords.extend({
      /** What each of D2's sub-tasks answered. */
      childResponse: z.record(z.string(), z.unknown()),
    }),
  }),
});

/** policy-subtasks.json: D1's fan-out — what D3a and D3b did and answered, and the underwriting consult. */
export const PolicySubtaskWords = z.strictObject({
  /** Why D3b could not read its PDF. */
  pdfError: z.string().min(1),
  /** What each sub-task answered, as D1's spawn result carries it. */
  responses: z.strictObject({
    parsed: z.record(z.string(), z.unknown()),
    failed: z.record(z.string(), z.unknown()),
  }),
  getEmail: ToolCallWithResult,
  extractText: ToolCallTemplate.extend({ text: z.string().min(1) }),
  reasoning: z.strictObject({
    parsed: z.array(z.string().min(1)).min(1),
    failed: z.array(z.string().min(1)).min(1),
  }),
  tools: z.array(ToolKey).min(1),
  subject: z.string().min(1),
  consult: z.strictObject({
    question: z.string().min(1),
    answer: z.string().min(1),
    systemInstructions: z.array(ChatMessage).min(1),
    reasoning: z.array(z.string().min(1)).min(1),
    readRates: ToolCallWithResult,
    subject: z.string().min(1),
  }),
});

/** A named support run's words: the customer's message, the model's reasoning and reply. */
const SupportRunWords = z.strictObject({
  subject: z.string().min(1),
  question: z.string().min(1),
  reply: z.string().min(1),
  reasoning: z.array(z.string().min(1)).min(1),
});

/** support-runs.json: D4 (parked on a consult), D6 (reply withheld), D7 (approval gate) and D23 (a refused, then pending approval), after the customer lookup. */
export const SupportRuns = z.strictObject({
  D4: SupportRunWords.extend({
    calls: z.array(ToolCallWithResult).min(1),
    /** The consult the run is parked on; `participantId` is the person's drawn id. */
    consult: ToolCallTemplate,
    waitingFor: z.strictObject({
      displayName: z.string().min(1),
      participantKind: z.enum(["PERSON", "AI_AGENT"]),
    }),
  }),
  D6: SupportRunWords.extend({
    calls: z
      .array(ToolCallWithResult.extend({ durationMs: z.int().positive() }))
      .min(1),
  }),
  D7: SupportRunWords.extend({
    getOrder: ToolCallWithResult,
    /** The gated call; the approval proposes exactly its parameters. */
    refund: ToolCallWithResult,
    tagOrder: ToolCallWithResult,
    /** The refund step's `hitlTrace` words. */
    approval: z.strictObject({
      gateType: z.string().min(1),
      toolKey: z.string().min(1),
      stepIdentifier: z.string().min(1),
      respondedBy: z.string().min(1),
      decision: z.enum(["APPROVE", "REJECT"]),
      responseText: z.string().min(1),
      outboundMessage: z.string().min(1),
      environmentSlug: z.string().min(1),
    }),
  }),
  D23: SupportRunWords.extend({
    getOrder: ToolCallWithResult,
    /** Both gated refund steps; their parameters are the approvals' proposals. */
    refund: ToolCallTemplate.omit({ parameters: true }),
    gate: z.strictObject({
      flow: z.string().min(1),
      gateType: z.string().min(1),
      stepIdentifier: z.string().min(1),
      toolKey: z.string().min(1),
      environmentSlug: z.string().min(1),
    }),
    approvers: z.array(z.email()).min(1),
    charge: z.string().regex(/^ch_\w+$/),
    currency: z.string().length(3),
    /** The first request, for the full amount (in minor units), and its answer. */
    full: z.strictObject({
      outboundMessage: z.string().min(1),
      amount: z.int().positive(),
      respondedBy: z.email(),
      decision: z.enum(["APPROVE", "REJECT"]),
      responseText: z.string().min(1),
    }),
    /** The second request, still pending. */
    partial: z.strictObject({
      outboundMessage: z.string().min(1),
      amount: z.int().positive(),
    }),
    /** What the gated step returns when the approver refuses. */
    notApproved: z.string().min(1),
    /** The audit event of a request's delivery. */
    requestedDetail: z.string().min(1),
    waitingFor: z.strictObject({
      displayName: z.string().min(1),
      participantKind: z.enum(["PERSON", "AI_AGENT"]),
    }),
  }),
});

/**
 * What every scheduled agent's runs share: the subject, the trigger's parameters, the
 * instructions, the final output and why a refused pass never ran.
 */
const ScheduledAgentWords = z.strictObject({
  subject: z.string().min(1),
  parameters: z.record(z.string(), z.unknown()),
  messages: z.array(ChatMessage).min(1),
  output: z.string().min(1),
  rejectionReason: z.string().min(1),
});

/** billing.json: the billing reconciler's passes (D9 failed on Stripe, D5 rejected by the budget) and D21/D22. */
export const BillingWords = ScheduledAgentWords.extend({
  reasoning: z.strictObject({
    passed: z.string().min(1),
    failed: z.string().min(1),
  }),
  /** What ended D9: the invoices call's error, and the run's. */
  stripeError: z.string().min(1),
  listPayments: ToolCallWithResult,
  listInvoices: ToolCallWithResult,
  appendMismatches: ToolCallWithResult,
  postSummary: ToolCallWithResult,
  /** D21 (a draft run cancelled part-way) and D22 (still running): the same two calls, fixed values. */
  cancellation: z.strictObject({
    reasoning: z.string().min(1),
    messages: z.array(ChatMessage).min(1),
    /** What their `List Payments` answered. */
    payments: z.strictObject({
      paymentCount: z.int().nonnegative(),
      paymentTotal: z.int().nonnegative(),
    }),
    subjects: z.strictObject({
      D21: z.string().min(1),
      D22: z.string().min(1),
    }),
  }),
});

const RenewalsPass = z.strictObject({
  reasoning: z.string().min(1),
  /** The policy store's error: the pass stops there, before notifying or writing. */
  failure: z.string().min(1).optional(),
});

/** renewals.json: the renewals watcher's passes (W0, D16–D18, R1) and the rejected R2; the watermark's format and clocks are code. */
export const RenewalsWords = ScheduledAgentWords.extend({
  watermark: z.strictObject({
    title: z.string().min(1),
    tags: z.array(z.string().min(1)),
  }),
  trigger: z.strictObject({
    displayName: z.string().min(1),
    timezone: z.string().min(1),
    timeout: z.int().positive(),
    parameterMappings: z.array(
      z.strictObject({
        parameterName: z.string().min(1),
        kind: z.literal("LITERAL"),
        value: z.string(),
      }),
    ),
  }),
  passes: z.strictObject({
    w0: RenewalsPass,
    d16: RenewalsPass,
    r1: RenewalsPass,
    d18: RenewalsPass,
    d17: RenewalsPass,
  }),
  memorySearch: ToolCallTemplate,
  listRenewals: ToolCallTemplate,
  sendEmails: ToolCallWithResult,
  memoryWrite: ToolCallWithResult,
});

/** policy-filler.json: the email policies parser's scheduled runs before D2 (one failed on Gmail's quota, one recovered from Sheets). */
export const PolicyFillerWords = z.strictObject({
  quotaError: z.string().min(1),
  sheetsError: z.string().min(1),
  reasoning: z.strictObject({
    searched: z.string().min(1),
    failed: z.string().min(1),
  }),
  summary: z.string().min(1),
  memorySearch: ToolCallWithResult,
  search: ToolCallWithResult,
  appendRows: ToolCallWithResult,
  postToSlack: ToolCallWithResult,
  memoryWrite: ToolCallWithResult,
});

/** One coverage helpdesk run's words: the customer's question, the reasoning, the reply and the subject's topic. */
const HelpdeskTurnWords = z.strictObject({
  question: z.string().min(1),
  reasoning: z.array(z.string().min(1)).min(1),
  reply: z.string().min(1),
  topic: z.string().min(1),
});

/** helpdesk.json: D20's knowledge search and the hedged run on revision 6 a day before it. */
export const HelpdeskWords = z.strictObject({
  /** The knowledge base revision 7's prompt names. */
  knowledgeBase: z.string().regex(/^kb_\w+$/),
  previous: HelpdeskTurnWords,
  D20: HelpdeskTurnWords.extend({
    /** Searched with the customer's whole question (`{"$": "question"}`). */
    search: ToolCallWithResult,
  }),
});

/** email-policies.json: what the email policies parser reads and is told (D1–D3b and filler). */
export const EmailPoliciesContent = z.strictObject({
  mailbox: z.email(),
  sheetId: z.string().min(1),
  subject: z.string().min(1),
  parameters: z.strictObject({
    mailbox: z.email(),
    label: z.string().min(1),
    max_per_run: z.int().positive(),
  }),
  systemInstructions: z.array(ChatMessage),
  messages: z.array(ChatMessage),
  /** Every tool the main LLM step offers. */
  tools: z.array(ToolKey),
  digestInstructions: z.array(ChatMessage),
  digestTools: z.array(ToolKey),
  /** Policy holders, in the order their emails arrived. */
  holders: z.array(
    z.strictObject({
      name: z.string().min(1),
      phone: Phone,
    }),
  ),
  insurers: z.array(z.string().min(1)).min(1),
  /** The broker roster sheet's rows. */
  brokers: z.array(
    z.strictObject({
      id: z.string().regex(/^BRK-\d+$/),
      name: z.string().min(1),
      email: z.email(),
      region: z.string().min(1),
    }),
  ),
});

/** The support intents, by name (support-intents.json's keys). */
export const INTENT_NAMES = [
  "orderStatus",
  "returnPolicy",
  "changeAddress",
  "invoiceCopy",
  "warranty",
  "availability",
  "deliveryDelay",
  "escalate",
] as const;

/** A value drawn from the run's seeded stream: an integer in [min, max] (times a factor), or hex digits. */
const IntentDraw = z.union([
  z.strictObject({
    int: z.tuple([z.int(), z.int()]),
    times: z.int().optional(),
  }),
  z.strictObject({ hex: z.int().positive() }),
]);
export type IntentDraw = z.infer<typeof IntentDraw>;

/** support-intents.json: what a customer asks, the calls the turn makes and its reply. */
export const SupportIntents = z.record(
  z.enum(INTENT_NAMES),
  z.strictObject({
    /** Drawn in this order; `{name}` in any string below is the value. */
    draws: z.record(z.string(), IntentDraw).optional(),
    topic: z.string().min(1),
    question: z.string().min(1),
    reply: z.string().min(1),
    reasoning: z.string().min(1),
    calls: z.array(
      z.strictObject({
        name: z.string().min(1),
        tool: ToolKey,
        parameters: z.record(z.string(), z.unknown()),
        /** The tool's `jsonValue`. */
        result: z.unknown().optional(),
        error: z.string().optional(),
        durationMs: z.int().nonnegative(),
      }),
    ),
  }),
);

/** The deployed prompts, by agent (`agent/variant` or `agent@revision` where one agent has several). */
export const PROMPT_NAMES = [
  "support_assistant",
  "email_policies_parser/subtask",
  "billing_reconciler",
  "billing_reconciler/draft",
  "ledger_sweeper",
  "claims_triage",
  "renewals_watcher",
  "coverage_helpdesk@6",
  "coverage_helpdesk@7",
] as const;

/** prompts.json: each deployed prompt's `systemInstructions`. */
export const Prompts = z.record(
  z.enum(PROMPT_NAMES),
  z.array(ChatMessage).min(1),
);

/** One support turn's words: the customer's question, the model's reasoning and reply, and the escalation reason when it hands off. */
const ExchangeWords = z.strictObject({
  question: z.string().min(1),
  reasoning: z.string().min(1),
  /** The `escalate_to_human` reason; absent when the turn calls nothing. */
  escalation: z.string().min(1).optional(),
  reply: z.string().min(1),
  subject: z.string().min(1),
});
export type ExchangeWords = z.infer<typeof ExchangeWords>;

const TakeoverId = z.string().regex(/^esc_[0-9a-f]{16}$/);

/** conversations.json: the words of the conversation stories D13–D15 (their clocks are code). */
export const ConversationStories = z.strictObject({
  D13: z.strictObject({
    exchanges: z.strictObject({
      escalate: ExchangeWords,
      quote: ExchangeWords,
    }),
    turns: z.strictObject({ operator: z.string(), thanks: z.string() }),
    takeoverId: TakeoverId,
  }),
  D14: z.strictObject({
    exchanges: z.strictObject({
      escalate: ExchangeWords,
      blind: ExchangeWords,
    }),
    turns: z.strictObject({ operator: z.string(), ok: z.string() }),
    takeoverId: TakeoverId,
  }),
  D15: z.strictObject({
    exchanges: z.strictObject({ escalate: ExchangeWords }),
    /** The customer's messages during the takeover, minutes after the escalation began. */
    withheld: z
      .array(
        z.strictObject({
          afterMinutes: z.number().positive(),
          content: z.string().min(1),
          delivery: z.enum(["WITHHELD", "WITHHELD_PENDING"]),
        }),
      )
      .min(1),
    outcome: z.string().min(1),
    takeoverId: TakeoverId,
  }),
});

const LedgerStage = z.enum(["triage", "ask_adjuster"]);

/** claims-ledger.json: the claims triage ledger around D19 — its item, attempts, batch, passes and exclusions. */
export const ClaimsLedger = z.strictObject({
  itemKey: z.string().min(1),
  /** The item's data as the sweep admitted it (and the run's input). */
  claim: z.strictObject({
    claim_id: z.string(),
    policy: z.string(),
    loss: z.string(),
    amount_ils: z.number().positive(),
    reported_at: z.iso.date(),
  }),
  /** What `policy_store/get_policy` answers when it answers. */
  policyAnswer: z.record(z.string(), z.unknown()),
  admittedHoursAgo: z.number().positive(),
  /** Oldest first; the transitions and redrives between them are the ledger's rules (claims-ledger.ts). */
  attempts: z
    .array(
      z.strictObject({
        label: z.string().min(1),
        /** A named run's fixed id; otherwise drawn from the label. */
        named: z.enum(DEMO_SCENARIO_NAMES).optional(),
        at: z.union([
          z.strictObject({ minutesAfterAdmitted: z.number().nonnegative() }),
          z.strictObject({ minutesAgo: z.number().nonnegative() }),
        ]),
        fromStage: LedgerStage,
        toStage: LedgerStage,
        toStatus: z.enum(["FAILED", "WAITING"]),
        reason: z.string().min(1),
        error: z.string().min(1).nullable(),
      }),
    )
    .min(1),
  /** The model's verdict, stored on the item. */
  triage: z.strictObject({ route: z.string(), confidence: z.number() }),
  ignored: z.strictObject({
    itemKey: z.string().min(1),
    stage: LedgerStage,
    ignoreReason: z.string().min(1),
    data: z.record(z.string(), z.unknown()),
    minutesAfterAdmitted: z.number().nonnegative(),
  }),
  /** The batch the last attempt parked the item in. */
  batch: z.strictObject({
    stage: LedgerStage,
    delivery: z.string().min(1),
    itemCount: z.int().positive(),
    expiresAfterDays: z.number().positive(),
  }),
  lastPassMinutesAgo: z.number().nonnegative(),
  /** Newest first, one sweep interval apart. */
  passes: z.array(
    z.strictObject({
      admitted: z.int().nonnegative(),
      dispatched: z.int().nonnegative(),
      completed: z.int().nonnegative(),
      runs: z.int().nonnegative(),
      cost: z.number().nonnegative(),
    }),
  ),
  exclusions: z.array(
    z.strictObject({
      stage: LedgerStage,
      reason: z.string().min(1),
      count: z.int().nonnegative(),
    }),
  ),
  trigger: z.strictObject({
    displayName: z.string().min(1),
    intervalHours: z.int().positive(),
    timezone: z.string().min(1),
    /** The `stage` parameter the sweep binds. */
    stage: LedgerStage,
  }),
});

/** support-filler.json: ordinary support turns, each `ago` before the anchor. */
export const SupportFillerPlan = z.array(
  z.strictObject({
    who: z.enum(PERSON_KEYS),
    /** The session's key (`supportSession`): turns sharing one are one session. */
    session: z.string().min(1),
    ago: Duration,
    intent: z.enum(INTENT_NAMES),
    channel: z.enum(["whatsapp", "telegram", "web"]),
  }),
);
