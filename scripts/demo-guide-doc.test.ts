/**
 * The demo guide in `docs/demo.md` is the demo's own guide, as generated: every named run with its
 * route, the customers to search for, and a dashboard URL the Open box accepts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publishedDoc } from "../bench/publish";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { DEMO_GUIDE_DOC, demoGuideSection } from "./demo-guide-doc";

const ROOT = join(import.meta.dirname, "..");

describe("the demo guide in docs/demo.md", () => {
  it("is the generated section (run `npx tsx scripts/demo-guide-doc.ts` after changing the demo)", async () => {
    const doc = readFileSync(join(ROOT, DEMO_GUIDE_DOC), "utf8");
    expect(await publishedDoc(doc, "guide", demoGuideSection(), "demo")).toBe(
      doc,
    );
  });

  it("links every named run by its route", () => {
    const section = demoGuideSection();
    for (const [name, { agentId, runId }] of Object.entries(DEMO_SCENARIOS))
      expect(section).toContain(
        `[${name}](http://127.0.0.1:8723/agents/${agentId}/runs/${runId})`,
      );
  });
});
