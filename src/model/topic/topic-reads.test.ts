import { describe, expect, it } from "vitest";
import { makeTopic } from "../testing/topic-builders";
import type { ContextPart, Topic } from "./topic";
import { notAskedPart, topicReads } from "./topic-reads";

describe("topicReads", () => {
  it("reads nothing without a topic id", () => {
    expect(topicReads(null, null)).toEqual({
      readsTopic: false,
      withheldOf: null,
      takeoversAt: null,
    });
  });

  it("reads the topic, turns and sessions at once, and waits for the topic for the rest", () => {
    expect(topicReads("topic-1", null)).toEqual({
      readsTopic: true,
      withheldOf: null,
      takeoversAt: null,
    });
  });

  it("reads the participant's withheld messages and the first address's takeovers", () => {
    const topic = makeTopic({
      participantId: "p-7",
      channels: [
        { kind: "WHATSAPP", address: "+972500000007" },
        { kind: "EMAIL", address: "p7@example.com" },
      ],
    });
    expect(topicReads("topic-1", topic)).toEqual({
      readsTopic: true,
      withheldOf: "p-7",
      takeoversAt: "+972500000007",
    });
  });

  it("does not read for a participant or an address the topic does not name", () => {
    for (const participantId of [null, ""])
      expect(
        topicReads("topic-1", makeTopic({ participantId, channels: [] })),
      ).toEqual({ readsTopic: true, withheldOf: null, takeoversAt: null });
  });
});

describe("notAskedPart", () => {
  const loaded: ContextPart<Topic> = { state: "loaded", value: makeTopic() };

  it("is loading while the topic loads", () => {
    expect(notAskedPart({ data: undefined, error: null })).toEqual({
      state: "loading",
    });
  });

  it("says why, once the loaded topic says so", () => {
    expect(
      notAskedPart(
        { data: loaded, error: null },
        "the topic names no participant",
      ),
    ).toEqual({
      state: "failed",
      message: "Not asked: the topic names no participant.",
    });
  });

  it("says the topic did not load when it failed or is not available", () => {
    const failed = notAskedPart(
      { data: undefined, error: new Error("502") },
      "the topic names no participant",
    );
    const unavailable = notAskedPart(
      { data: { state: "failed", message: "gone" }, error: null },
      "the topic has no channel address",
    );
    for (const part of [failed, unavailable])
      expect(part).toEqual({
        state: "failed",
        message: "Not asked: the topic did not load.",
      });
  });
});
