import { describe, expect, it } from "vitest";
import { timeFromRecordId } from "./record-id-time";

describe("timeFromRecordId", () => {
  it("reads the millisecond prefix of a UUID v7", () => {
    const ms = Date.UTC(2026, 7, 6, 9, 18, 55);
    const hex = ms.toString(16).padStart(12, "0");
    const id = `${hex.slice(0, 8)}-${hex.slice(8)}-7abc-8def-0123456789ab`;
    expect(timeFromRecordId(id)).toBe(ms);
  });

  it("reads the 100 ns timestamp of a UUID v1", () => {
    // c232ab00-9414-11ec-b3c8-9f6bdeced846 was minted 2022-02-22T19:22:22Z.
    expect(
      new Date(
        timeFromRecordId("C232AB00-9414-11EC-B3C8-9F6BDECED846")!,
      ).toISOString(),
    ).toBe("2022-02-22T19:22:22.000Z");
  });

  it("reads the seconds prefix of an ObjectId", () => {
    expect(timeFromRecordId("66b1eb8f0000000000000000")).toBe(
      0x66b1eb8f * 1000,
    );
  });

  it("finds no time in a random UUID v4, or in anything else", () => {
    expect(timeFromRecordId("672a6e1c-8883-4f60-ab32-9f0c92d334df")).toBeNull();
    expect(timeFromRecordId("run-1")).toBeNull();
    expect(timeFromRecordId("00000000-0000-7000-8000-000000000000")).toBeNull();
  });
});
