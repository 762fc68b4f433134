/**
 * A guide to the demo for a first-time user: each named run (`DEMO_SCENARIOS`) with one
 * line on what it shows and its route, and the demo's customers to try in "find by
 * customer". The home page (through `/api/source` in demo mode) and `docs/demo.md`'s demo
 * section (`scripts/demo-guide-doc.ts`) are both written from here, so neither is a
 * hand-kept copy: a new named run must get its line here (the `Record` makes the
 * typecheck ask for it) and appears in both.
 */
import type { DemoScenario } from "./dataset";
import { DEMO_SCENARIOS } from "./scenarios";
import { DEMO_PEOPLE } from "./scenarios/participants";

/** What each named run shows, in one line. */
const SHOWS: Record<DemoScenario, string> = {
  D1: "a search result offloaded (the model saw 8,000 of 48,211 chars) → it processed 2 of 22 records; a consult that failed `addressing_failed … no_match` and was routed around; a spawn whose double-encoded result names two child runs",
  D2: "the run just before D1: the same flow with different inputs (the memory watermark, the roster size); its consult did not fail — compare it with D1",
  D3a: "one of D1's sub-tasks, COMPLETED; D1's spawn tree holds it, its failed sibling and a consult under another agent",
  D3b: "D1's other sub-task: FAILED on a tool error",
  D4: "WAITING_FOR_ASYNC: parked on a CONSULT with a person (`waitingFor` since / expires), `endTime: 0`",
  D5: "REJECTED: never ran (cost budget); only the record and its reason, no trace",
  D6: "COMPLETED but WITHHELD: the reply never reached the customer; only `deliveryStatus` says so",
  D7: "suspended nine minutes for an approval, then resumed: the outer step lasts 1 min, the run spans 10 min",
  D8: 'the old API generation: a bare trace (no envelope), `type: "Unknown"`, no statuses',
  D9: "FAILED: a tool error ended the run",
  D10: "a large run: 10,101 steps, for scrolling, filtering and the benchmark",
  D13: "a human operator answered as ASSISTANT (`HUMAN_OPERATOR`) and the agent later repeated it as its own; the session's end was requested, never applied; the topic holds 2,000+ turns",
  D14: "a follow-up answered blind in a fresh session 40 s after the last one ended `CONSOLE_ALREADY_RESOLVED`, with no `recentSupportHandoff`",
  D15: 'the customer\'s three later messages WITHHELD (`HUMAN_OWNED_CONVERSATION`) during a takeover nobody was seen holding; try "Why no reply?" for her number',
  D16: "the watermark it read is a week older than the previous run wrote: memory changed between runs (State → Memory)",
  D17: "an off-schedule fire, three hours after the previous run on a daily Europe/Berlin schedule (State → Why it fired)",
  D18: "memory holds a policy id one character off the id the store returned, the character marked; the run before it (a manual fire that FAILED) wrote nothing, so the value it read is traced two runs back",
  D19: "a ledger item's third attempt, WAITING on an UNDELIVERABLE batch; transitions, passes and exclusion reasons (State → Ledger item)",
  D20: "a long knowledge search worth replaying (State → Replay); compare with the run before: the deployed prompt changed",
  D21: "a TEST (draft) run CANCELLED part-way: the header badges TEST, a CANCELLED banner, its cut-off steps still open",
  D22: "a run still IN_PROGRESS: the note that a cancel only requests one, and that a run finishing first stays COMPLETED",
  D23: "WAITING_FOR_ASYNC on an APPROVAL: the first refund approval was rejected (decision and response text), the second is PENDING with two approvers and an expiry; audit events of both (State → Approval)",
};

export interface DemoGuideRun {
  /** `D1`, `D3a`, … */
  name: string;
  agentId: string;
  runId: string;
  shows: string;
}

export interface DemoGuideCustomer {
  displayName: string;
  phone: string | null;
  email: string | null;
  handle: string | null;
}

/** The named runs in their definition order. */
export function demoGuideRuns(): DemoGuideRun[] {
  return (Object.keys(DEMO_SCENARIOS) as DemoScenario[]).map((name) => ({
    name,
    ...DEMO_SCENARIOS[name],
    shows: SHOWS[name],
  }));
}

/** The people (not agents) with a phone, email or handle to search for. */
export function demoGuideCustomers(): DemoGuideCustomer[] {
  return DEMO_PEOPLE.filter(
    (person) =>
      person.kind === "PERSON" &&
      (person.phone || person.email || person.handle),
  ).map(({ displayName, phone, email, handle }) => ({
    displayName,
    phone,
    email,
    handle,
  }));
}

/** The route of a named run, as the app links it. */
export function demoRunRoute(run: Pick<DemoGuideRun, "agentId" | "runId">) {
  return `/agents/${run.agentId}/runs/${run.runId}`;
}
