/**
 * When each step of a policy batch run (D1, D2) starts and ends. The layout is computed
 * twice: once with no consult wait to measure the fixed part, then with the wait that
 * makes the run span exactly what the scenario asks for (D1: 11m 23s).
 */
import { createTimeline, type Span } from "../wire-builders";

export interface PolicyBatchTiming {
  flow: Span;
  llm: Span;
  memorySearch: Span;
  search: Span;
  spawn: Span;
  /** One per spawned child: the child step in the trace, and the child run itself. */
  childSteps: Span[];
  childRuns: Span[];
  roster: Span;
  crm: Span;
  attachment: Span;
  upload: Span;
  append: Span;
  labels: Span;
  advisor: Span;
  /** Only when the advisor consult failed and the agent fell back to the underwriter. */
  underwriter: Span | null;
  memoryWrite: Span;
  digest: Span;
  slack: Span;
  email: Span;
  runLog: Span;
}

/** Child runs end this long after the spawn step starts (D3a quick, D3b slower). */
const CHILD_RUN_ENDS = [30_900, 36_300] as const;

function layout(
  start: number,
  advisorFails: boolean,
  waitMs: number,
): PolicyBatchTiming {
  const flowLine = createTimeline(start);
  const llmStart = flowLine.span(240, 0).start;
  const line = createTimeline(llmStart);
  const memorySearch = line.span(2_100, 350);
  const search = line.span(3_400, 4_800);
  const spawn = line.span(3_700, 36_700);
  const childRuns = CHILD_RUN_ENDS.map((end, i) => ({
    start: spawn.start + 350 + i * 70,
    end: spawn.start + end,
  }));
  const childSteps = childRuns.map((run, i) => ({
    start: spawn.start,
    end: i === childRuns.length - 1 ? spawn.end - 100 : run.end + 300,
  }));
  const roster = line.span(2_900, 1_400);
  const crm = line.span(2_600, 900);
  const attachment = line.span(1_900, 1_600);
  const upload = line.span(1_400, 2_200);
  const append = line.span(2_300, 1_100);
  const labels = line.span(1_700, 700);
  // The consult that was answered is the long one: it waits for someone to reply.
  const advisor = line.span(3_100, advisorFails ? 200 : waitMs);
  const underwriter = advisorFails ? line.span(2_800, waitMs) : null;
  const memoryWrite = line.span(2_200, 400);
  const llm = { start: llmStart, end: line.cursor + 1_500 };
  const digestLine = createTimeline(llm.end + 600);
  const slack = digestLine.span(4_100, 800);
  const email = digestLine.span(1_200, 1_200);
  const runLog = digestLine.span(900, 600);
  const digest = { start: llm.end + 600, end: digestLine.cursor + 1_100 };
  const flow = { start, end: digest.end + 300 };
  return {
    flow,
    llm,
    memorySearch,
    search,
    spawn,
    childSteps,
    childRuns,
    roster,
    crm,
    attachment,
    upload,
    append,
    labels,
    advisor,
    underwriter,
    memoryWrite,
    digest,
    slack,
    email,
    runLog,
  };
}

/** The layout whose flow (and so the run) spans exactly `spanMs`. */
export function policyBatchTiming(
  start: number,
  spanMs: number,
  advisorFails: boolean,
): PolicyBatchTiming {
  const fixed = layout(start, advisorFails, 0);
  const waitMs = spanMs - (fixed.flow.end - fixed.flow.start);
  if (waitMs <= 0)
    throw new Error(
      `policy batch span ${spanMs} ms is shorter than its fixed steps`,
    );
  return layout(start, advisorFails, waitMs);
}
