import { describe, expect, it } from "vitest";
import { formatCost } from "./cost";
import { formatDuration } from "./duration";
import { formatCompact, formatCount } from "./number";
import { stableStringify } from "./stable-json";
import {
  formatRelative,
  formatTimestamp,
  isKnownZone,
  parseTimeParam,
} from "./time";

describe("formatDuration", () => {
  it("prints durations the way the CLI does", () => {
    expect(formatDuration(200)).toBe("200ms");
    expect(formatDuration(4800)).toBe("4.8s");
    expect(formatDuration(36_700)).toBe("37s");
    expect(formatDuration(683_000)).toBe("11m 23s");
    expect(formatDuration(7_500_000)).toBe("2h 05m");
    expect(formatDuration(4 * 86_400_000 + 20 * 3_600_000)).toBe("4d 20h");
    expect(formatDuration(null)).toBe("—");
  });
});

describe("formatCost", () => {
  it("keeps enough digits to tell small LLM costs apart", () => {
    expect(formatCost(0.0068)).toBe("$0.0068");
    expect(formatCost(0.000503)).toBe("$0.000503");
    expect(formatCost(1.2704)).toBe("$1.27");
    expect(formatCost(0)).toBe("$0");
    expect(formatCost(null)).toBe("—");
  });
});

describe("numbers", () => {
  it("groups thousands and compacts large counts", () => {
    expect(formatCount(48211)).toBe("48,211");
    expect(formatCompact(9_999)).toBe("9,999");
    expect(formatCompact(37_780)).toBe("37.8K");
  });
});

describe("time", () => {
  const at = Date.UTC(2026, 7, 6, 7, 42, 10);

  it("prints UTC with a suffix", () => {
    expect(formatTimestamp(at, "utc")).toBe("2026-08-06 07:42:10 UTC");
  });

  it("prints a named zone's clock, midnight as 00 and across a date line", () => {
    expect(formatTimestamp(at, "Europe/Berlin")).toBe(
      "2026-08-06 09:42:10 GMT+2",
    );
    expect(formatTimestamp(at, "Pacific/Auckland")).toBe(
      "2026-08-06 19:42:10 GMT+12",
    );
    expect(formatTimestamp(at, "America/Los_Angeles")).toBe(
      "2026-08-06 00:42:10 PDT",
    );
    expect(formatTimestamp(at, "UTC")).toBe("2026-08-06 07:42:10 UTC");
  });

  it("knows real zones and refuses made-up ones", () => {
    expect(isKnownZone("Asia/Jerusalem")).toBe(true);
    expect(isKnownZone("Mars/Olympus_Mons")).toBe(false);
  });

  it("names the local zone after a local time", () => {
    expect(formatTimestamp(at, "local")).toMatch(
      /^2026-08-0\d \d\d:\d\d:10 (UTC|GMT[+-][\d:]+|[A-Z]{2,5})$/,
    );
  });

  it("prints relative times both ways", () => {
    expect(formatRelative(at - 3 * 60_000, at)).toBe("3 minutes ago");
    expect(formatRelative(at + 4 * 86_400_000, at)).toBe("in 4 days");
    expect(formatRelative(at, at)).toBe("just now");
  });

  it("parses since/until as ISO or epoch ms, and rejects nonsense", () => {
    expect(parseTimeParam("2026-08-06T07:42:10Z")).toBe(at);
    expect(parseTimeParam(String(at))).toBe(at);
    expect(parseTimeParam("yesterday-ish")).toBeNull();
    expect(parseTimeParam(undefined)).toBeNull();
  });
});

describe("stableStringify", () => {
  it("prints equal values with different key order identically", () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: [3, { f: 4, e: 5 }] } })).toBe(
      stableStringify({ a: { c: [3, { e: 5, f: 4 }], d: 2 }, b: 1 }),
    );
  });
});
