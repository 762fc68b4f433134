/**
 * A run's findings as the page's findings panel computes them (`src/api/useRunFindings.ts`):
 * the trace's own (with the spawn tree, or the tree rebuilt from the trace when `/tree`
 * fails, and — when the run has errors — the previous run, for errors that repeat), the
 * conversation's and the state's. A trace that did not load computes none of its own, and
 * says why; every part not looked at is named.
 */
import { collectFindings } from "../../src/model/findings/collect-findings";
import type { Finding, PreviousRun } from "../../src/model/findings/finding";
import {
  checksPreviousRunAutomatically,
  innermostErrors,
} from "../../src/model/findings/finding-helpers";
import { findingsUnavailable } from "../../src/model/findings/findings-unavailable";
import { normalizeFruxonTree } from "../../src/model/normalize/fruxon-tree";
import type { PreviousRunChoice } from "../../src/model/previous-run";
import { apiPath } from "../../src/model/reads/api-path";
import type { RunDetail } from "../../src/model/run";
import { fallbackSpawnTree } from "../../src/model/spawn/fallback-tree";
import type { SpawnTree } from "../../src/model/spawn/spawn-tree";
import type { AssistantReads } from "./assistant-reads";
import { previousChoiceOf, readRunState, type RunState } from "./run-state";
import {
  readTopicConversation,
  type TopicConversation,
} from "./topic-conversation";

export interface RunFindings {
  /** Every finding, or null when the trace's could not be computed (`unavailable`). */
  findings: Finding[] | null;
  unavailable: string | null;
  notChecked: string[];
  conversation: TopicConversation | null;
  state: RunState;
}

export async function readRunFindings(
  reads: AssistantReads,
  detail: RunDetail,
): Promise<RunFindings> {
  const { summary, trace } = detail;
  const agentId = summary.agentId;
  let choice: Promise<PreviousRunChoice> | null = null;
  const previousChoice = () => (choice ??= previousChoiceOf(reads, summary));
  const notChecked: string[] = [];

  const tree = await reads
    .getJson(`${apiPath("agents", agentId, "runs", summary.id)}/tree`)
    .then(
      (json): SpawnTree => normalizeFruxonTree(json),
      () => fallbackSpawnTree(summary, trace),
    );
  let previous: PreviousRun | null = null;
  if (trace && innermostErrors(trace).length > 0) {
    if (!checksPreviousRunAutomatically(trace))
      notChecked.push(
        `whether the previous run failed the same way (this run has ${trace.steps.length} steps: compare_runs with "previous" reads it)`,
      );
    else {
      try {
        const run = (await previousChoice()).run;
        const read = run ? await reads.detail(agentId, run.id) : null;
        previous = read ? { summary: read.summary, trace: read.trace } : null;
      } catch (error) {
        notChecked.push(`the previous run (${(error as Error).message})`);
      }
    }
  }
  const [conversation, state] = await Promise.all([
    summary.topicId
      ? readTopicConversation(reads, agentId, summary.topicId, {
          runId: summary.id,
          runStartedAt: summary.startTime,
        })
      : null,
    readRunState(reads, detail, previousChoice),
  ]);
  if (conversation && conversation.findings === null)
    notChecked.push("the conversation (its topic or turns did not load)");
  else if (conversation)
    notChecked.push(
      ...conversation.notChecked.map((part) => `the conversation's ${part}`),
    );
  notChecked.push(...state.notChecked);

  const unavailable = findingsUnavailable(detail);
  return {
    findings:
      unavailable === null
        ? [
            ...collectFindings({ summary, trace, tree, previous }),
            ...(conversation?.findings ?? []),
            ...state.findings,
          ]
        : null,
    unavailable,
    notChecked,
    conversation,
    state,
  };
}
