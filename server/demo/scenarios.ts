/**
 * The named demo runs (docs/reference/routes-and-flags.md#the-embedded-demo), with fixed ids
 * (data/named-runs.json) so tests, the README and shared links can open them. The ids are
 * written down rather than drawn from the seeded stream, so they survive any reshuffle of
 * the generated filler. Beside each id, one line on what it shows (the demo guide's): D1–D10 the
 * trace's own stories, D13–D15 the conversation around a run, D16–D20 the state a run
 * decided from, D21/D22 cancellation, D23 a run parked on a human approval.
 */
import type { DemoScenario, DemoScenarioRef } from "./dataset";
import namedRunsJson from "./data/named-runs.json" with { type: "json" };
import { loadDataFile, NamedRuns } from "./data/schemas";

const NAMED_RUNS = loadDataFile("named-runs.json", NamedRuns, namedRunsJson);

export const DEMO_SCENARIOS = mapScenarios(({ agentId, runId }) => ({
  agentId,
  runId,
})) satisfies Record<DemoScenario, DemoScenarioRef>;

/** What each named run shows, in one line (the demo guide's). */
export const DEMO_SCENARIO_SHOWS = mapScenarios((run) => run.shows);

/** D1's successful consult: a CONSULT child run under `underwriting_desk` (D1's tree has 4 nodes). */
export const D1_CONSULT_RUN: DemoScenarioRef = NAMED_RUNS.d1Consult;

function mapScenarios<T>(
  pick: (run: (typeof NAMED_RUNS.scenarios)[DemoScenario]) => T,
): Record<DemoScenario, T> {
  return Object.fromEntries(
    Object.entries(NAMED_RUNS.scenarios).map(([name, run]) => [
      name,
      pick(run),
    ]),
  ) as Record<DemoScenario, T>;
}
