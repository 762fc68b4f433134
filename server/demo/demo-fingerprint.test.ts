/**
 * The demo's answers, fingerprinted: every response the demo API gives at the fixed test
 * anchor (testing/crawl-demo-api.ts), hashed per part of the API. The demo is data plus a
 * builder; this holds the pair to what the app, the e2e specs and the README were written
 * against, so moving content between files (or reshaping the builder) cannot change a
 * byte unnoticed. A change on purpose updates the digest of the part it touched — the
 * failure prints the new table to paste here.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { crawlDemoApi } from "./testing/crawl-demo-api";
import { demoData } from "./test-helpers";

const EXPECTED = {
  conversations: "86 × d118375cb06b7d43c33ec50a",
  directory: "22 × dca395d30a03db0e871b8c11",
  errors: "37 × 52bd681eee91a7ea7f8f77e5",
  records: "125 × af7d6d86be40742332338225",
  state: "55 × 3076ec7dd4b5ed33a2f61ec9",
  traces: "248 × 653b3cf227e47f6a7f86571f",
};

describe("demo API fingerprint", () => {
  it("answers every route at the test anchor exactly as recorded", async () => {
    const responses = await crawlDemoApi(demoData());
    const hashes = new Map<string, ReturnType<typeof createHash>>();
    const counts: Record<string, number> = {};
    for (const response of responses) {
      const hash = hashes.get(response.group) ?? createHash("sha256");
      hashes.set(response.group, hash);
      hash.update(
        `${response.path}\n${response.status} ${response.contentType}\n${response.body}\n`,
      );
      counts[response.group] = (counts[response.group] ?? 0) + 1;
    }
    const actual = Object.fromEntries(
      [...hashes]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([group, hash]) => [
          group,
          `${counts[group]} × ${hash.digest("hex").slice(0, 24)}`,
        ]),
    );
    expect(actual).toEqual(EXPECTED);
  }, 60_000);
});
