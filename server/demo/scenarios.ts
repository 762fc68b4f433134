/**
 * The named demo runs (docs/reference/routes-and-flags.md#the-embedded-demo), with fixed ids
 * (data/named-runs.json) so tests, the README and shared links can open them. The ids are
 * written down rather than drawn from the seeded stream, so they survive any reshuffle of
 * the generated filler. What each one shows is demo-guide.ts's line for it: D1–D10 the
 * trace's own stories, D13–D15 the conversation around a run, D16–D20 the state a run
 * decided from, D21/D22 cancellation, D23 a run parked on a human approval.
 */
import type { DemoScenario, DemoScenarioRef } from "./dataset";
import namedRunsJson from "./data/named-runs.json";
import { loadDataFile, NamedRuns } from "./data/schemas";

const NAMED_RUNS = loadDataFile("named-runs.json", NamedRuns, namedRunsJson);

export const DEMO_SCENARIOS: Record<DemoScenario, DemoScenarioRef> =
  NAMED_RUNS.scenarios;

/** D1's successful consult: a CONSULT child run under `underwriting_desk` (D1's tree has 4 nodes). */
export const D1_CONSULT_RUN: DemoScenarioRef = NAMED_RUNS.d1Consult;
