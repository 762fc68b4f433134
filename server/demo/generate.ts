/**
 * The embedded demo's data set (docs/reference/routes-and-flags.md#the-embedded-demo, D1–D10), generated
 * deterministically: the same `now` gives byte-identical output. Ids come from seeded
 * streams (or are fixed, for the named runs in `scenarios.ts`) and never from `now`;
 * every timestamp is `now ± offset`, so a run "waiting since 23 minutes" stays so.
 */
import type { DemoDataSet, DemoRun } from "./dataset";
import type { DemoContext } from "./context";
import { buildAgents } from "./agents";
import { createRng } from "./prng";
import { billingRuns } from "./scenarios/billing";
import { emailPolicyRuns } from "./scenarios/email-policies";
import { largeRun } from "./scenarios/large";
import { legacyRuns } from "./scenarios/legacy";
import { buildPeople } from "./scenarios/participants";
import { supportRuns } from "./scenarios/support";
import { stateStories } from "./state/build-state";
import {
  buildConversations,
  conversationRuns,
} from "./conversations/build-conversations";

/** The demo tenant; fixed so saved links into the demo keep working. */
export const DEMO_TENANT_ID = createRng("tenant").uuid();

export function generateDemoDataSet(options: { now: number }): DemoDataSet {
  const now = Math.floor(options.now);
  if (!Number.isFinite(now))
    throw new Error(`generateDemoDataSet: invalid anchor time ${options.now}`);
  const people = buildPeople({ now });
  const ctx: DemoContext = { now, tenantId: DEMO_TENANT_ID, people };
  const runs = [
    ...emailPolicyRuns(ctx),
    ...supportRuns(ctx),
    ...billingRuns(ctx),
    ...legacyRuns(ctx),
    largeRun(ctx),
  ];
  const state = stateStories(ctx);
  runs.push(...state.runs);
  const stories = conversationRuns(ctx);
  return {
    tenantId: DEMO_TENANT_ID,
    now,
    agents: buildAgents(ctx),
    participants: people.list,
    runs: [...runs, ...stories.flatMap((story) => story.runs)].sort(
      newestFirst,
    ),
    conversations: buildConversations(ctx, stories, runs),
    state: state.state,
  };
}

/** Newest first, as the list endpoint answers; ties broken by id so the order is total. */
function newestFirst(a: DemoRun, b: DemoRun): number {
  const byStart =
    (b.record.startTime as number) - (a.record.startTime as number);
  if (byStart !== 0) return byStart;
  return (a.record.id as string) < (b.record.id as string) ? -1 : 1;
}
