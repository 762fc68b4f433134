/**
 * The state findings, each with a case that must report and one that must not: memory
 * changed between runs (a truncated view of the same value is not a change), near-miss ids
 * (a legitimately different id, or a short counter, is not one), an off-schedule fire (a
 * fire within the tolerance is on schedule), a WAITING item on a dead batch (QUEUE_ONLY is
 * not a fault), a third attempt (a second is not reported).
 */
import { describe, expect, it } from "vitest";
import { makeLlmStep, makeToolStep, makeTrace } from "../testing/builders";
import { memoryPicture } from "../state/memory-picture";
import { runStateFacts } from "../state/run-state-facts";
import type {
  LedgerBatch,
  LedgerItem,
  LedgerTransition,
  TriggerConfig,
} from "../state/state-model";
import { findMemoryChanged } from "./memory-changed";
import { findNearMissIds } from "./near-miss-id";
import { findOffScheduleFire } from "./off-schedule";
import { findRepeatedAttempt, findWaitingOnDeadBatch } from "./ledger-item";
import { collectStateFindings } from "./collect-state-findings";

const WATERMARK = "policies watermark";

function searchStep(content: string, truncated = true) {
  return makeToolStep("system/memory_search", {
    parameters: { query: WATERMARK },
    result: {
      jsonValue: {
        memories: [{ id: "m1", title: WATERMARK, content, truncated }],
      },
    },
  });
}
function writeStep(content: string, asKeyValue = false) {
  return makeToolStep("system/memory_write", {
    parameters: asKeyValue
      ? { key: WATERMARK, value: content }
      : { title: WATERMARK, content },
  });
}

function picture(
  thisSteps: ReturnType<typeof makeToolStep>[],
  previousSteps: ReturnType<typeof makeToolStep>[],
) {
  return memoryPicture({
    facts: runStateFacts(makeTrace(thisSteps)).facts,
    previous: {
      runId: "prev-run",
      facts: runStateFacts(makeTrace(previousSteps)).facts,
    },
    now: null,
  });
}

describe("memory changed between runs", () => {
  it("reports a read value that differs from what the previous run wrote", () => {
    const rows = picture(
      [searchStep("last_processed_at=2026-08-01T00:00:00Z; processed_ids=[a…")],
      [writeStep("last_processed_at=2026-08-06T07:42:10Z; processed_ids=[b1]")],
    );
    expect(rows[0]!.read.kind).toBe("changed-since-previous-write");
    const [finding] = findMemoryChanged(rows, "agent-1");
    expect(finding!.title).toContain("changed between the previous run");
    expect(finding!.runs[0]!.runId).toBe("prev-run");
  });

  it("does not report a truncated view of the same value", () => {
    const rows = picture(
      [searchStep("last_processed_at=2026-08-06T07:42:10Z; processed_…")],
      [
        writeStep(
          "last_processed_at=2026-08-06T07:42:10Z; processed_ids=[b1]",
          true,
        ),
      ],
    );
    expect(rows[0]!.read.kind).toBe("previous-write");
    expect(rows[0]!.previousWrite!.runId).toBe("prev-run");
    expect(findMemoryChanged(rows, "agent-1")).toEqual([]);
  });

  it("says only what the search shows when there is no previous write", () => {
    const rows = picture([searchStep("x=1")], []);
    expect(rows[0]!.read.kind).toBe("search-only");
    expect(findMemoryChanged(rows, "agent-1")).toEqual([]);
  });
});

describe("near-miss ids", () => {
  const real = "18f1c0a2b3c4d5e6";
  const resultStep = (ids: string[]) =>
    makeToolStep("google_gmail/search", {
      result: { jsonValue: { messages: ids.map((id) => ({ id })) } },
    });

  it("reports an id one character off a real one, marking the character", () => {
    const { nearMisses } = runStateFacts(
      makeTrace([
        resultStep([real, "9a7b6c5d4e3f2a10"]),
        writeStep(`processed_ids=[18f1c0a2b3c4d5f6, 9a7b6c5d4e3f2a10]`),
      ]),
    );
    expect(nearMisses).toHaveLength(1);
    expect(nearMisses[0]).toMatchObject({
      memoryId: "18f1c0a2b3c4d5f6",
      realId: real,
      distance: 1,
    });
    expect(nearMisses[0]!.memorySegments).toEqual([
      { text: "18f1c0a2b3c4d5", differs: false },
      { text: "f", differs: true },
      { text: "6", differs: false },
    ]);
    expect(findNearMissIds(nearMisses)[0]!.title).toContain(
      "1 character off the real id 18f1c0a2b3c4d5e6",
    );
  });

  it("reports a dropped character as two ids of different lengths", () => {
    const { nearMisses } = runStateFacts(
      makeTrace([resultStep([real]), writeStep("ids=[18f1c0a2b3c4d5e]")]),
    );
    expect(nearMisses[0]).toMatchObject({ distance: 1, realId: real });
  });

  it("does not report a legitimately different id", () => {
    const { nearMisses } = runStateFacts(
      makeTrace([
        resultStep([real]),
        writeStep("processed_ids=[77aa01bc9d3e4f50, 18f1c0a2b3c4d5e6]"),
      ]),
    );
    expect(nearMisses).toEqual([]);
    expect(findNearMissIds(nearMisses)).toEqual([]);
  });

  it("does not report short counters or dates one character apart", () => {
    const { nearMisses } = runStateFacts(
      makeTrace([
        resultStep(["POL-20412", "2026-08-06T09:18:55Z"]),
        writeStep("last=2026-08-06T09:18:56Z; policies=[POL-20413]"),
      ]),
    );
    expect(nearMisses).toEqual([]);
  });
});

const daily: TriggerConfig = {
  id: "trg-1",
  kind: "SCHEDULE",
  displayName: "Every morning",
  active: true,
  scheduleFrequency: "DAILY",
  scheduleDay: null,
  scheduleDayOfMonth: null,
  scheduleHour: "6",
  scheduleMinute: "0",
  intervalValue: null,
  intervalUnit: null,
  timezone: "Europe/Berlin",
  lastFiredAt: null,
  bindings: [],
};
// 2026-08-06 06:00 Europe/Berlin (summer, UTC+2) is 04:00 UTC.
const SIX_BERLIN = Date.UTC(2026, 7, 6, 4, 0);
const HOUR = 3_600_000;

describe("off-schedule fire", () => {
  it("reports a fire three hours after the scheduled time, naming the previous run", () => {
    const [finding] = findOffScheduleFire({
      status: "COMPLETED",
      trigger: daily,
      firedAt: SIX_BERLIN + 3 * HOUR,
      previous: { runId: "prev", agentId: "a", firedAt: SIX_BERLIN },
    });
    expect(finding!.title).toBe(
      "Off-schedule fire: fired 3h 00m after the previous run; the schedule is daily at 06:00 Europe/Berlin",
    );
    expect(finding!.runs[0]!.runId).toBe("prev");
    expect(finding!.detail).toContain("this off-schedule fire consumed it");
  });

  it("says a REJECTED run consumed nothing, and an unknown status that it is unknown", () => {
    const fire = (status: string | null) =>
      findOffScheduleFire({
        status,
        trigger: daily,
        firedAt: SIX_BERLIN + 3 * HOUR,
        previous: { runId: "prev", agentId: "a", firedAt: SIX_BERLIN },
      })[0]!.detail;
    expect(fire("REJECTED")).toContain(
      "REJECTED before it ran, so it consumed nothing",
    );
    expect(fire("REJECTED")).not.toContain("consumed it");
    expect(fire(null)).toContain("whether it consumed the backlog is unknown");
    expect(fire("FAILED")).not.toContain("consumed it and");
  });

  it("does not report a fire within the tolerance of 06:00 Berlin", () => {
    expect(
      findOffScheduleFire({
        status: "COMPLETED",
        trigger: daily,
        firedAt: SIX_BERLIN + 3 * 60_000,
        previous: {
          runId: "prev",
          agentId: "a",
          firedAt: SIX_BERLIN - 24 * HOUR,
        },
      }),
    ).toEqual([]);
  });

  it("reads the timezone: 06:00 UTC is off a Berlin 06:00 schedule", () => {
    expect(
      findOffScheduleFire({
        status: "COMPLETED",
        trigger: daily,
        firedAt: Date.UTC(2026, 7, 6, 6, 0),
        previous: null,
      }),
    ).toHaveLength(1);
  });

  it("judges an interval by the gap to the previous fire", () => {
    const every6h = {
      ...daily,
      scheduleFrequency: null,
      intervalValue: 6,
      intervalUnit: "HOURS",
    };
    expect(
      findOffScheduleFire({
        status: "COMPLETED",
        trigger: every6h,
        firedAt: SIX_BERLIN + 6 * HOUR + 60_000,
        previous: { runId: "p", agentId: "a", firedAt: SIX_BERLIN },
      }),
    ).toEqual([]);
    expect(
      findOffScheduleFire({
        status: "COMPLETED",
        trigger: every6h,
        firedAt: SIX_BERLIN + 1 * HOUR,
        previous: { runId: "p", agentId: "a", firedAt: SIX_BERLIN },
      }),
    ).toHaveLength(1);
  });
});

const item: LedgerItem = {
  id: "item-1",
  itemKey: "claim-4471",
  stage: "ask_adjuster",
  status: "WAITING",
  batchId: "batch-9",
  ignoreReason: null,
  data: {},
  updatedAt: null,
};
const batch = (delivery: string): LedgerBatch => ({
  id: "batch-9",
  stage: "ask_adjuster",
  delivery,
  itemCount: 4,
  createdAt: null,
  expiresAt: null,
});
const transition = (
  at: number,
  runId: string,
  toStatus: string,
): LedgerTransition => ({
  at,
  fromStage: "triage",
  fromStatus: "READY",
  toStage: "ask_adjuster",
  toStatus,
  executionRecordId: runId,
  reason: null,
});

describe("ledger item", () => {
  it("reports a WAITING item on an UNDELIVERABLE or FAILED batch", () => {
    for (const delivery of ["UNDELIVERABLE", "FAILED"]) {
      const [finding] = findWaitingOnDeadBatch({
        triggerId: "t",
        item,
        batch: batch(delivery),
      });
      expect(finding!.title).toContain(
        "nobody was asked and nobody will answer",
      );
    }
  });

  it("does not report a QUEUE_ONLY batch, or an item that is not WAITING", () => {
    expect(
      findWaitingOnDeadBatch({
        triggerId: "t",
        item,
        batch: batch("QUEUE_ONLY"),
      }),
    ).toEqual([]);
    expect(
      findWaitingOnDeadBatch({
        triggerId: "t",
        item: { ...item, status: "READY" },
        batch: batch("FAILED"),
      }),
    ).toEqual([]);
  });

  it("reports the third attempt, linking the earlier two", () => {
    const transitions = [
      transition(1, "run-a", "READY"),
      transition(2, "run-b", "FAILED"),
      transition(3, "run-c", "WAITING"),
    ];
    const [finding] = findRepeatedAttempt({
      triggerId: "t",
      item,
      transitions,
      runId: "run-c",
      agentId: "ag",
    });
    expect(finding!.title).toBe("Attempt 3 of item claim-4471");
    expect(finding!.runs.map((run) => run.runId)).toEqual(["run-a", "run-b"]);
  });

  it("does not report a second attempt", () => {
    const transitions = [
      transition(1, "run-a", "READY"),
      transition(2, "run-b", "WAITING"),
    ];
    expect(
      findRepeatedAttempt({
        triggerId: "t",
        item,
        transitions,
        runId: "run-b",
        agentId: "ag",
      }),
    ).toEqual([]);
  });
});

describe("collectStateFindings", () => {
  it("computes nothing from parts that did not load", () => {
    expect(
      collectStateFindings({
        agentId: "a",
        runId: "r",
        memory: null,
        nearMisses: null,
        fire: null,
        ledger: null,
      }),
    ).toEqual([]);
  });

  it("finds the knowledge base in the <knowledge_bases> system block", () => {
    const { facts } = runStateFacts(
      makeTrace([
        makeLlmStep({
          llm: {
            systemInstructions: [
              {
                role: "system",
                content:
                  '<knowledge_bases>\n<kb id="kb_policies_2026">Policy wording</kb>\n</knowledge_bases>',
              },
            ],
          },
          steps: [
            makeToolStep("system/search_assets", {
              parameters: { query: "flood cover basement" },
            }),
          ],
        }),
      ]),
    );
    expect(facts.assetSearches).toEqual([
      expect.objectContaining({
        query: "flood cover basement",
        knowledgeBaseId: "kb_policies_2026",
        knowledgeBaseFrom: "system-instructions",
      }),
    ]);
  });
});
