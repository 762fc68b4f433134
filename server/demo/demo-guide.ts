/**
 * A guide to the demo for a first-time user: each named run (`DEMO_SCENARIOS`) with one
 * line on what it shows and its route, and the demo's customers to try in "find by
 * customer". The home page (through `/api/source` in demo mode) and `docs/demo.md`'s demo
 * section (`scripts/demo-guide-doc.ts`) are both written from here, so neither is a
 * hand-kept copy: a new named run gets its line (`shows`) beside its id in
 * data/named-runs.json (the schema asks for every named run) and appears in both.
 */
import type { DemoScenario } from "./dataset";
import { DEMO_SCENARIO_SHOWS, DEMO_SCENARIOS } from "./scenarios";
import { DEMO_PEOPLE } from "./scenarios/participants";

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
    shows: DEMO_SCENARIO_SHOWS[name],
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
