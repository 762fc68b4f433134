/**
 * Saved state JSON in a `--traces` folder, recognised by content (never by name): memory
 * list (agent-mode `{data}` wrapping), a trigger, ledger items, transitions (a bare array
 * naming no item), open batches, passes, exclusion reasons and approvals — each answering
 * its call in the API's shape; a folder without one says "not saved" with the command.
 */
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTracesDirSource } from "./traces-dir-source";
import { classifySavedJson } from "../../src/model/saved/saved-json";

const FIXTURES = join(import.meta.dirname, "../../fixtures/saved-state");
const TRIGGER = "5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d";
const ITEM = "6c2f3d4e-5a61-4b7c-9d8e-0f1a2b3c4d5e";

function folder() {
  const dir = mkdtempSync(join(tmpdir(), "tracelens-state-"));
  // Names say nothing: recognition is by content.
  const names = [
    "memory-list",
    "trigger-get",
    "ledger-items",
    "ledger-transitions",
    "ledger-batches",
    "ledger-passes",
    "ledger-exclusions",
    "approvals-list",
  ];
  names.forEach((name, i) =>
    cpSync(join(FIXTURES, `${name}.json`), join(dir, `saved-${i}.json`)),
  );
  return createTracesDirSource(dir);
}

describe("saved state JSON", () => {
  it("answers every state call from the files that hold it", async () => {
    const source = folder();
    expect(await source.listMemories("renewals_watcher")).toMatchObject({
      items: [{ title: "renewals watermark" }],
    });
    expect(await source.getTrigger(TRIGGER)).toMatchObject({
      timezone: "Europe/Berlin",
    });
    expect(await source.listLedgerItems(TRIGGER, "claim-4471")).toMatchObject({
      items: [{ id: ITEM, status: "WAITING" }],
    });
    expect(await source.listLedgerTransitions(TRIGGER, ITEM)).toMatchObject({
      totalCount: 2,
    });
    expect(await source.listLedgerBatches(TRIGGER)).toMatchObject({
      items: [{ delivery: "UNDELIVERABLE" }],
    });
    expect(await source.listLedgerPasses(TRIGGER)).toMatchObject({
      items: [{ dispatched: 4 }],
    });
    expect(await source.listLedgerExclusions(TRIGGER)).toMatchObject({
      items: [{ reason: "duplicate of an open claim" }],
    });
    expect(
      await source.listRunApprovals("support_assistant", "run-b"),
    ).toMatchObject({ items: [{ id: "ap1" }] });
    expect(
      await source.listRunApprovals("support_assistant", "run-x"),
    ).toMatchObject({ items: [] });
  });

  it("says what to save when the folder holds none of it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tracelens-state-empty-"));
    writeFileSync(join(dir, "nothing.json"), "{}");
    const source = createTracesDirSource(dir);
    expect(await source.listLedgerBatches(TRIGGER)).toEqual({
      unavailable: {
        reason: "not_saved",
        message: "No saved ledger batches in this folder.",
        command: `fruxon triggers ledger batches ${TRIGGER} --open-only -o json`,
      },
    });
    expect(await source.getTrigger(TRIGGER)).toMatchObject({
      unavailable: { command: `fruxon triggers get ${TRIGGER} -o json` },
    });
  });

  it("does not take a batch for an inbound message, nor a record list for state", () => {
    expect(
      classifySavedJson({
        items: [{ id: "b", delivery: "FAILED", itemCount: 1 }],
      }),
    ).toMatchObject({
      kind: "state",
      part: { kind: "batches" },
    });
    expect(
      classifySavedJson({
        items: [
          {
            id: "m",
            delivery: "WITHHELD",
            receivedAt: 1,
            withheldReason: "ADMISSION_REFUSED",
          },
        ],
      }),
    ).toMatchObject({ kind: "conversation" });
    expect(
      classifySavedJson({
        items: [{ id: "r", status: "COMPLETED", startTime: 1 }],
      }),
    ).toMatchObject({ kind: "records" });
  });
});
