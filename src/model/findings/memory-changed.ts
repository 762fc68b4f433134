/**
 * The value this run read differs from what the previous run wrote: someone or something
 * changed memory between the two runs (docs/reference/fruxon-state.md). Read from the
 * memory picture (`state/memory-picture.ts`), which compares the run's truncated search
 * result with the previous run's `memory_write` as a prefix, so a cut view alone is never
 * reported as a change.
 */
import type { MemoryRow } from "../state/memory-picture";
import { writerName } from "../state/memory-words";
import { excerpt } from "./conversation-finding";
import { makeFinding, type Finding } from "./finding";

export function findMemoryChanged(
  rows: readonly MemoryRow[],
  agentId: string,
): Finding[] {
  return rows.flatMap((row) => {
    if (row.read.kind !== "changed-since-previous-write") return [];
    const search = row.search!;
    const previous = row.previousWrite!;
    return [
      makeFinding({
        kind: "memory-changed",
        severity: "warning",
        title: `Memory "${row.title}" changed between ${writerName(previous.runsBack)} and this one`,
        detail: `This run's search read a value that is not what ${writerName(previous.runsBack)} wrote, so something else wrote it in between — another run, a person, or a tool. The run decided from the changed value.`,
        cause:
          "A write outside this agent's runs (or an off-schedule run) moved the value this run started from.",
        steps: [
          {
            path: search.path,
            name: "Memory Search (this run)",
            note: `read: ${excerpt(search.content ?? "")}`,
          },
        ],
        runs: [
          {
            runId: previous.runId,
            agentId,
            label: `${writerName(previous.runsBack)} wrote (step ${previous.path}): ${excerpt(previous.content, 60)}`,
            status: null,
          },
        ],
        facts: [
          { label: "This run read", text: excerpt(search.content ?? "", 200) },
          {
            label: "Last written before",
            text: excerpt(previous.content, 200),
          },
        ],
      }),
    ];
  });
}
