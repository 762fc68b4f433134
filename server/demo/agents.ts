/** The demo tenant's agents, as docs/reference/fruxon-wire.md §3 agent objects (`GET /agents` returns this array). */
import type { WireObject } from "./dataset";
import { DAY, HOUR, type DemoContext } from "./context";

interface AgentSeed {
  id: string;
  displayName: string;
  description: string;
  type: string;
  currentRevision: number;
  tags: string[];
  /** How long ago it was created and last edited, in days. */
  createdDaysAgo: number;
  modifiedDaysAgo: number;
}

const AGENTS: readonly AgentSeed[] = [
  {
    id: "email_policies_parser",
    displayName: "Email Policies Parser",
    description:
      "Every 30 minutes: reads new policy emails from the brokers inbox, parses each attached policy in a sub-task, files it in the policy sheet and posts a digest to #policies.",
    type: "ANALYZER",
    currentRevision: 59,
    tags: ["insurance", "scheduled", "gmail"],
    createdDaysAgo: 412,
    modifiedDaysAgo: 2,
  },
  {
    id: "underwriting_desk",
    displayName: "Underwriting Desk",
    description:
      "Answers underwriting questions from other agents: coverage changes, sums insured, exclusions.",
    type: "RECOMMENDATION",
    currentRevision: 14,
    tags: ["insurance", "consult"],
    createdDaysAgo: 233,
    modifiedDaysAgo: 19,
  },
  {
    id: "support_assistant",
    displayName: "Support Assistant (WhatsApp)",
    description:
      "Customer support for Nordwood Home on WhatsApp and Telegram: order status, returns, refunds up to ₪500; consults staff above that.",
    type: "CHAT",
    currentRevision: 23,
    tags: ["support", "whatsapp"],
    createdDaysAgo: 301,
    modifiedDaysAgo: 5,
  },
  {
    id: "billing_reconciler",
    displayName: "Billing Reconciler",
    description:
      "Every 6 hours: matches Stripe invoices against QuickBooks payments and reports mismatches to #finance.",
    type: "ANALYZER",
    currentRevision: 8,
    tags: ["finance", "scheduled"],
    createdDaysAgo: 156,
    modifiedDaysAgo: 11,
  },
  {
    id: "legacy_importer",
    displayName: "Legacy Importer",
    description:
      "Imports the old broker spreadsheets into the policy store. Retired; kept for its history.",
    type: "OTHER",
    currentRevision: 3,
    tags: ["import", "retired"],
    createdDaysAgo: 540,
    modifiedDaysAgo: 190,
  },
  {
    id: "ledger_sweeper",
    displayName: "Ledger Sweeper",
    description:
      "Nightly: walks every open ledger entry, matches it to its source document and posts adjustments.",
    type: "OTHER",
    currentRevision: 5,
    tags: ["finance", "ledger"],
    createdDaysAgo: 88,
    modifiedDaysAgo: 9,
  },
  {
    id: "renewals_watcher",
    displayName: "Renewals Watcher",
    description:
      "Daily at 06:00 Berlin: lists policies renewing in the next 30 days since its memory watermark, emails their brokers and records the notified ids.",
    type: "ANALYZER",
    currentRevision: 12,
    tags: ["insurance", "scheduled", "memory"],
    createdDaysAgo: 120,
    modifiedDaysAgo: 6,
  },
  {
    id: "claims_triage",
    displayName: "Claims Triage",
    description:
      "A ledger automation: each new claim is an item; triage routes it, and claims above ₪20,000 ask the on-call adjuster on WhatsApp.",
    type: "OTHER",
    currentRevision: 4,
    tags: ["insurance", "ledger"],
    createdDaysAgo: 64,
    modifiedDaysAgo: 3,
  },
  {
    id: "coverage_helpdesk",
    displayName: "Coverage Helpdesk",
    description:
      "Answers policyholders' coverage questions on WhatsApp from the policy wording knowledge base.",
    type: "CHAT",
    currentRevision: 7,
    tags: ["insurance", "knowledge"],
    createdDaysAgo: 97,
    modifiedDaysAgo: 4,
  },
];

export function buildAgents(ctx: DemoContext): WireObject[] {
  return AGENTS.map((seed) => ({
    id: seed.id,
    displayName: seed.displayName,
    description: seed.description,
    avatarFileId: null,
    tags: seed.tags,
    type: seed.type,
    enabled: true,
    currentRevision: seed.currentRevision,
    createdAt: ctx.now - seed.createdDaysAgo * DAY - 7 * HOUR,
    modifiedAt: ctx.now - seed.modifiedDaysAgo * DAY - 3 * HOUR,
    tenantId: ctx.tenantId,
    solutionId: null,
    deletedAt: null,
    evaluationMetrics: [],
    origin: "NATIVE",
    externalConfig: null,
    redactLlmMessages: false,
  }));
}
