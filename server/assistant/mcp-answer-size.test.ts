/**
 * Answers an assistant can hold, on a 20,001-step run (the benchmark's generator, with a
 * 300,000-character result at 1.1.2), through `tracelens mcp` over stdio: no answer is
 * longer than the cap, every cut says what it cut, and a cut part reads on from the offset
 * it names until the whole payload has been read.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLargeTrace } from "../../bench/large-run";
import { connectMcp, type McpConnection } from "../testing/spawn-command";
import { ANSWER_CAP, PART_CAP } from "./answers/text-cap";

const RUN = "5b1c0000-0000-4000-8000-000000020000";
const PREVIOUS = "5b1c0000-0000-4000-8000-000000019999";
/** The cap, the cut's own line and the mask line after it. */
const MOST = ANSWER_CAP + 600;

async function text(
  mcp: McpConnection,
  name: string,
  args: Record<string, unknown>,
): Promise<string> {
  const answer = await mcp.call(name, args);
  expect(answer.isError, `${name}: ${answer.text}`).toBe(false);
  return answer.text;
}

describe("answers on a 20,001-step run", () => {
  let folder: string;
  let mcp: McpConnection;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "tracelens-20k-"));
    const { envelope, facts } = buildLargeTrace({
      id: RUN,
      turns: 100,
      callsPerTurn: 199,
      start: Date.UTC(2026, 7, 6),
      giantResultChars: 300_000,
    });
    expect(facts.steps).toBe(20_001);
    expect(facts.giantResultPath).toBe("1.1.2");
    writeFileSync(join(folder, `${RUN}.json`), JSON.stringify(envelope));
    // The run before it: the same shape with moved parameters, for compare_runs.
    const previous = buildLargeTrace({
      id: PREVIOUS,
      turns: 100,
      callsPerTurn: 199,
      start: Date.UTC(2026, 7, 5),
      variant: true,
    });
    writeFileSync(
      join(folder, `${PREVIOUS}.json`),
      JSON.stringify(previous.envelope),
    );
    mcp = await connectMcp(["--traces", folder]);
  }, 180_000);
  afterAll(async () => {
    await mcp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("open_run, search_steps and compare_runs stay within the cap", async () => {
    const open = await text(mcp, "open_run", { run: RUN });
    expect(open).toContain("- Steps: 20,001");
    const search = await text(mcp, "search_steps", {
      run: RUN,
      text: "tool",
      limit: 200,
    });
    expect(search).toMatch(/^## 19,900 of 20,001 steps/);
    const compare = await text(mcp, "compare_runs", { run: RUN });
    expect(compare).toContain(`compared with \`${PREVIOUS}\` (left)`);
    expect(compare).toMatch(/### What changed \([\d,]+ places\)/);
    for (const answer of [open, search, compare])
      expect(answer.length).toBeLessThanOrEqual(MOST);
    // 200 listed matches overflow the answer: the cut is said, never silent.
    expect(search).toMatch(
      /\[cut: the answer was [\d,]+ characters; the first 40,000 are shown\./,
    );
  });

  it("get_step cuts the giant result, says where, and reads on to its end", async () => {
    const first = await text(mcp, "get_step", { run: RUN, step: "1.1.2" });
    expect(first.length).toBeLessThanOrEqual(MOST);
    const cut =
      /\[cut: showing characters 0–8,000 of ([\d,]+); call get_step with run "[^"]+", step "1\.1\.2", part "result" and offset 8000 for more\]/.exec(
        first,
      );
    expect(cut, first.slice(0, 2000)).not.toBeNull();
    const giantLength = Number(cut![1]!.replaceAll(",", ""));
    expect(giantLength).toBeGreaterThan(300_000);

    // Read on part by part, as the cut says, until a part ends without one.
    let offset = PART_CAP;
    let reads = 1;
    for (;;) {
      const part = await text(mcp, "get_step", {
        run: RUN,
        step: "1.1.2",
        part: "result",
        offset,
      });
      expect(part.length).toBeLessThanOrEqual(MOST);
      reads++;
      const next = / and offset (\d+) for more\]/.exec(part);
      const end = Math.min(offset + PART_CAP, giantLength);
      expect(part).toContain(
        `[cut: showing characters ${offset.toLocaleString("en-US")}–${end.toLocaleString("en-US")} of`,
      );
      if (!next) break;
      expect(Number(next[1])).toBe(end);
      offset = end;
    }
    expect(reads).toBe(Math.ceil(giantLength / PART_CAP));
  }, 180_000);
});
