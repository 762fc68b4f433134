/**
 * What the README and the docs say of the public interface is checked against the code that
 * serves it, so a table cannot drift from the code again (the README said the demo had 6
 * agents where the proxy printed 9, and that `mask=1` on a conversation was "accepted;
 * masking comes later" long after it masked). Each table lives in one place:
 *
 * - Each page's param table (`docs/reference/routes-and-flags.md`) lists exactly the keys of
 *   that page's search schema.
 * - The one flag table (the README's Flags section) and `--help` list exactly the flags the
 *   CLI takes; no other document keeps a flag table of its own.
 * - The demo's `Source:` line, wherever the docs quote it, is the one the proxy prints. (The
 *   demo's named runs and customers in `docs/demo.md` are generated and checked by
 *   `demo-guide-doc.test.ts`.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { checkStartup } from "../server/startup-check";
import { FLAG_OPTIONS, parseConfig, USAGE } from "../server/config";
import { DEMO_TOKEN } from "../server/demo/demo-api";
import { startDemoApi } from "../server/demo/start-demo-api";
import { createFruxonSource } from "../server/sources/fruxon-source";
import {
  homeSearchSchema,
  quietSearchSchema,
  runCompareSearchSchema,
  runListSearchSchema,
  runViewSearchSchema,
  sessionViewSearchSchema,
  topicSearchSchema,
} from "../src/url/search-schemas";

const ROOT = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const ROUTES_DOC = "docs/reference/routes-and-flags.md";
const FLAGS_DOC = "README.md";

/** The README and every Markdown file under `docs/` (decision records included). */
const DOCS: string[] = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name)),
];

/** Each documented page, by the heading's path, with the schema its route validates with. */
const PAGES: [heading: string, schema: z.ZodObject][] = [
  ["/", homeSearchSchema],
  ["/agents/:agentId/runs", runListSearchSchema],
  ["/agents/:agentId/runs/:runId", runViewSearchSchema],
  ["/agents/:agentId/runs/:runId/compare", runCompareSearchSchema],
  ["/sessions` and `/sessions/:sessionId", sessionViewSearchSchema],
  ["/agents/:agentId/topics/:topicId", topicSearchSchema],
  ["/agents/:agentId/quiet", quietSearchSchema],
];

/** The section under `### \`<heading>\``, up to the next heading. */
function section(doc: string, heading: string): string {
  const start = doc.indexOf(`### \`${heading}\``);
  if (start < 0) throw new Error(`${ROUTES_DOC} has no section for ${heading}`);
  const next = doc.indexOf("\n#", start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

/** The params a section's table names: the backticked words in each row's first cell. */
function documentedParams(text: string): string[] {
  const params: string[] = [];
  for (const line of text.split("\n")) {
    const cell = /^\|([^|]+)\|/.exec(line)?.[1];
    if (!cell) continue;
    for (const match of cell.matchAll(/`([A-Za-z]+)`/g)) params.push(match[1]!);
  }
  return params.sort();
}

describe(`${ROUTES_DOC}'s param tables`, () => {
  const doc = read(ROUTES_DOC);
  it.each(PAGES)("list exactly the params of %s", (heading, schema) => {
    expect(documentedParams(section(doc, heading))).toEqual(
      Object.keys(schema.shape).sort(),
    );
  });
});

describe("the demo's Source line", () => {
  it("is quoted as the proxy prints it", async () => {
    const demo = await startDemoApi();
    try {
      const config = parseConfig([], {});
      if (config === "help") throw new Error("unreachable");
      const source = createFruxonSource({
        baseUrl: demo.baseUrl,
        tenant: demo.tenantId,
        token: DEMO_TOKEN,
        timeoutMs: config.upstreamTimeoutMs,
        kind: "demo",
      });
      const { lines } = await checkStartup(config, source, null);
      expect(lines).toHaveLength(1);
      const printed = lines[0]!;
      // "Source: demo (…)" elides the count on purpose; any count given must be true.
      const quotes = (path: string) =>
        read(path).match(/Source: demo \((?!…\))[^)]*\)/g) ?? [];
      expect(
        quotes("README.md").length,
        "the README quotes it",
      ).toBeGreaterThan(0);
      for (const path of DOCS)
        for (const line of quotes(path)) expect(line, path).toBe(printed);
    } finally {
      await demo.close();
    }
  });
});

/** The flags a Markdown table names: the `--name` words in the first cell of its rows. */
function tableFlags(doc: string): string[] {
  const flags = new Set<string>();
  for (const line of doc.split("\n")) {
    const cell = /^\|([^|]+)\|/.exec(line)?.[1];
    for (const match of cell?.matchAll(/`--([a-z-]+)/g) ?? [])
      flags.add(match[1]!);
  }
  return [...flags].sort();
}

describe("the flag table", () => {
  const flags = Object.keys(FLAG_OPTIONS).sort();
  it(`in ${FLAGS_DOC} lists every flag and no other`, () => {
    const doc = read(FLAGS_DOC);
    const heading = /^#{2,3} Flags$/m.exec(doc);
    if (!heading) throw new Error(`${FLAGS_DOC} has no Flags section`);
    const rest = doc.slice(heading.index + heading[0].length);
    const end = rest.search(/^#/m);
    expect(tableFlags(end < 0 ? rest : rest.slice(0, end))).toEqual(flags);
  });

  it("is the only one: no other document keeps a copy to drift", () => {
    const copies = DOCS.filter(
      (path) => path !== FLAGS_DOC && tableFlags(read(path)).length > 1,
    );
    expect(copies).toEqual([]);
  });

  it("are the flags --help prints", () => {
    const printed = [...USAGE.matchAll(/^ {2}(?:-\w, )?--([a-z-]+)/gm)].map(
      (m) => m[1]!,
    );
    expect(printed.sort()).toEqual(flags);
  });
});
