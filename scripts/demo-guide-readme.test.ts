/**
 * The README's demo section is the demo's own guide, as generated: every named run with its
 * route, the customers to search for, and a dashboard URL the Open box accepts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publishedDoc } from "../bench/publish";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { demoGuideSection } from "./demo-guide-readme";

const ROOT = join(import.meta.dirname, "..");

describe("the README's demo guide", () => {
  it("is the generated section (run `npx tsx scripts/demo-guide-readme.ts` after changing the demo)", async () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(
      await publishedDoc(readme, "guide", demoGuideSection(), "demo"),
    ).toBe(readme);
  });

  it("links every named run by its route", () => {
    const section = demoGuideSection();
    for (const [name, { agentId, runId }] of Object.entries(DEMO_SCENARIOS))
      expect(section).toContain(
        `[${name}](http://127.0.0.1:8723/agents/${agentId}/runs/${runId})`,
      );
  });
});
