/**
 * What a trace says of the memory it read: a memory search is read from every result shape
 * the API reference allows (`jsonValue`, `strValue`, `fileLink`), whether it lists
 * `{title, content}` items or answers with the value of the memory it searched for.
 */
import { describe, expect, it } from "vitest";
import { makeToolStep, makeTrace } from "../testing/builders";
import { memoryPicture } from "./memory-picture";
import { runStateFacts } from "./run-state-facts";

const TITLE = "renewals watermark";

function searchFacts(result: Record<string, unknown>) {
  const step = makeToolStep("system/memory_search", {
    parameters: { query: TITLE },
    result: { strValue: null, jsonValue: null, fileLink: null, ...result },
  });
  return runStateFacts(makeTrace([step])).facts;
}

describe("memory search results", () => {
  it("reads a jsonValue that is the searched memory's value as its content", () => {
    const facts = searchFacts({
      jsonValue: { last_seen: "2026-11-30T06:00:00Z", notified: ["pol_1"] },
    });
    expect(facts.memorySearches[0]!.entries).toEqual([
      {
        title: TITLE,
        content: '{"last_seen":"2026-11-30T06:00:00Z","notified":["pol_1"]}',
        isMarkedTruncated: false,
      },
    ]);
  });

  it("reads a plain strValue as the searched memory's content", () => {
    const facts = searchFacts({ strValue: "last_seen=2026-11-30T06:00:00Z" });
    expect(facts.memorySearches[0]!.entries[0]!.content).toBe(
      "last_seen=2026-11-30T06:00:00Z",
    );
  });

  it("reads items listed in a jsonValue, as in a strValue", () => {
    const items = { memories: [{ title: TITLE, content: "x=1" }] };
    for (const result of [
      { jsonValue: items },
      { strValue: JSON.stringify(items) },
    ])
      expect(searchFacts(result).memorySearches[0]!.entries[0]!.content).toBe(
        "x=1",
      );
  });

  it("names an offloaded result's file and claims no content", () => {
    const search = searchFacts({ fileLink: "https://files.example/r/1.json" })
      .memorySearches[0]!;
    expect(search.fileLink).toBe("https://files.example/r/1.json");
    expect(search.entries[0]).toMatchObject({ title: TITLE, content: null });
  });

  it("finds nothing in an empty listing", () => {
    expect(
      searchFacts({ jsonValue: { memories: [] } }).memorySearches[0]!.entries,
    ).toEqual([]);
    expect(searchFacts({ jsonValue: [] }).memorySearches[0]!.entries).toEqual(
      [],
    );
  });

  it("joins a jsonValue search to the previous run's write of the same value", () => {
    const value = { last_seen: "2026-11-30T06:00:00Z" };
    const rows = memoryPicture({
      facts: searchFacts({ jsonValue: value }),
      previous: {
        runId: "prev",
        facts: runStateFacts(
          makeTrace([
            makeToolStep("system/memory_write", {
              parameters: { title: TITLE, content: value },
            }),
          ]),
        ).facts,
      },
      now: null,
    });
    expect(rows[0]!.search!.content).toBe(JSON.stringify(value));
    expect(rows[0]!.read.kind).toBe("previous-write");
  });

  it("agrees with a write sent as a JSON string in another key order and spacing", () => {
    const rows = memoryPicture({
      facts: searchFacts({ jsonValue: { a: 1, b: [2] } }),
      previous: {
        runId: "prev",
        facts: runStateFacts(
          makeTrace([
            makeToolStep("system/memory_write", {
              parameters: { title: TITLE, content: '{"b": [2], "a": 1}' },
            }),
          ]),
        ).facts,
      },
      now: null,
    });
    expect(rows[0]!.read.kind).toBe("previous-write");
  });
});
