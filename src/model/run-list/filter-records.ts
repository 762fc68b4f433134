/**
 * The execution-records list semantics of the Fruxon API, for sources that hold records
 * themselves (the embedded demo, a folder of saved JSON): newest first, inclusive
 * start-time bounds, any-of status and revision filters, the docs/reference/fruxon-wire.md §15 participant / session /
 * origin / tool / tool-error filters, then one page by offset.
 */
import { toUpperSnake } from "../normalize/enums";
import type { RunListQuery } from "./run-list-query";

type WireRecord = Record<string, unknown>;

export interface RecordFacts {
  /** `integrationId.toolId` of every tool the run called. */
  tools: ReadonlySet<string>;
  hasToolErrors: boolean;
}

export interface RecordPage {
  items: WireRecord[];
  nextPageToken: string;
  totalCount: number;
}

export function filterRecords(
  records: readonly WireRecord[],
  query: RunListQuery,
  factsOf: (runId: string) => RecordFacts | undefined,
): RecordPage {
  const statuses = new Set(
    query.statuses.map((status) => toUpperSnake(status)),
  );
  const origin = query.origin ? toUpperSnake(query.origin) : null;
  const matching = records
    .filter((record) => {
      const start = numberField(record.startTime);
      if (query.startTime !== undefined && start < query.startTime)
        return false;
      if (query.endTime !== undefined && start > query.endTime) return false;
      if (statuses.size > 0 && !statuses.has(toUpperSnake(record.status)))
        return false;
      if (
        query.revisions.length > 0 &&
        !query.revisions.includes(numberField(record.agentRevision))
      ) {
        return false;
      }
      const trigger = (record.trigger ?? {}) as WireRecord;
      if (query.participantId && trigger.participantId !== query.participantId)
        return false;
      if (query.sessionId && record.sessionId !== query.sessionId) return false;
      if (origin && toUpperSnake(record.origin) !== origin) return false;
      if (query.tool || query.withToolErrors) {
        const facts = factsOf(String(record.id));
        if (!facts) return false;
        if (query.tool && !facts.tools.has(query.tool)) return false;
        if (query.withToolErrors && !facts.hasToolErrors) return false;
      }
      return true;
    })
    .sort((a, b) => numberField(b.startTime) - numberField(a.startTime));
  const skip = query.skip ?? 0;
  const items = matching.slice(skip, skip + query.pageSize);
  const next = skip + items.length;
  return {
    items,
    nextPageToken: next < matching.length ? String(next) : "",
    totalCount: matching.length,
  };
}

function numberField(value: unknown): number {
  return typeof value === "number" ? value : 0;
}
