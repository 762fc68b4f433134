import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_NOTES_PER_RUN } from "../../src/model/notes/note";
import { openNotesStore } from "./notes-store";

const note = (step: string | null, text: string) => ({
  step,
  author: "Dana",
  text,
});

describe("the notes store", () => {
  it("keeps notes per agent and run, in the order they were written, across a reopen", async () => {
    const file = join(
      mkdtempSync(join(tmpdir(), "tracelens-notes-")),
      "deep",
      "notes.sqlite",
    );
    const first = openNotesStore(file, { now: () => 1000 });
    await first.add("agent", "run-1", note("1.2", "search cut at 10"));
    await first.add("agent", "run-1", note(null, "the run never retried"));
    await first.add("agent", "run-2", note("1", "other run"));
    await first.add("other", "run-1", note("1", "other agent"));
    first.close();

    const again = openNotesStore(file);
    expect(await again.list("agent", "run-1")).toEqual([
      {
        id: 1,
        agentId: "agent",
        runId: "run-1",
        createdAt: 1000,
        ...note("1.2", "search cut at 10"),
      },
      {
        id: 2,
        agentId: "agent",
        runId: "run-1",
        createdAt: 1000,
        ...note(null, "the run never retried"),
      },
    ]);
    expect(await again.list("agent", "missing")).toEqual([]);
    again.close();
  });

  it("removes a note only from its own run", async () => {
    const store = openNotesStore(":memory:");
    const { id } = (await store.add("agent", "run-1", note("1", "x")))!;
    expect(await store.remove("agent", "run-2", id)).toBe(false);
    expect(await store.remove("agent", "run-1", id)).toBe(true);
    expect(await store.list("agent", "run-1")).toEqual([]);
  });

  it("stops at the per-run limit", async () => {
    const store = openNotesStore(":memory:");
    for (let i = 0; i < MAX_NOTES_PER_RUN; i++)
      expect(
        await store.add("agent", "run", note(null, `n${i}`)),
      ).not.toBeNull();
    expect(await store.add("agent", "run", note(null, "one more"))).toBeNull();
    expect(
      await store.add("agent", "other-run", note(null, "elsewhere")),
    ).not.toBeNull();
  });
});
