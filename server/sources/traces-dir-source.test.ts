/**
 * `--traces DIR`: saved CLI/API JSON become runs. A trace file alone opens a run; get,
 * result and tree outputs beside it enrich it; a broken file is reported by name and
 * position while the rest loads; nothing outside the folder is ever read.
 */
import {
  cpSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTracesDirSource } from "./traces-dir-source";
import { SourceError } from "./source-error";
import { readJsonBody, type RunListQuery } from "./run-source";

const FIXTURES = join(import.meta.dirname, "../../fixtures/saved-runs");
const WAITING_RUN = "0b6f4d2e-9a1c-4e3b-8f7d-5c2a1e0d9b00";
const LEGACY_RUN = "c0ffee00-0000-4000-8000-000000000008";
const query = (overrides: Partial<RunListQuery> = {}): RunListQuery => ({
  pageSize: 50,
  statuses: [],
  revisions: [],
  ...overrides,
});

let dir: string;
let outside: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-traces-"));
  outside = mkdtempSync(join(tmpdir(), "tracelens-outside-"));
  cpSync(FIXTURES, join(dir, "nested"), { recursive: true });
  writeFileSync(
    join(outside, "secret.json"),
    JSON.stringify({
      status: "COMPLETED",
      trace: { agentId: "leak", traces: [] },
    }),
  );
  symlinkSync(join(outside, "secret.json"), join(dir, "link-out.json"));
  writeFileSync(join(dir, ".hidden.json"), "{}");
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe("traces-dir source", () => {
  it("lists agents from the saved runs, ignoring dotfiles and links that leave the folder", async () => {
    const agents = (await createTracesDirSource(dir).listAgents()) as {
      id: string;
    }[];
    expect(agents.map((agent) => agent.id)).toEqual([
      "email_policies_parser",
      "legacy_importer",
    ]);
  });

  it("reports a broken file by name and position, and loads the rest", async () => {
    const { problems } = await createTracesDirSource(dir).describe();
    const broken = problems.find((problem) =>
      problem.file.endsWith("broken-trace.json"),
    );
    expect(broken?.message).toMatch(/not valid JSON/);
    expect(broken?.message).toMatch(/position|line/);
    expect(
      problems.find((problem) =>
        problem.file.endsWith("expired-token-trace.json"),
      )?.message,
    ).toBe(
      "not a run: an error response (401 Unauthorized The access token expired.)",
    );
    expect(
      problems.some(
        (problem) =>
          problem.file === "link-out.json" && /outside/.test(problem.message),
      ),
    ).toBe(true);
  });

  it("opens a run from a trace file alone, with a record made up from the trace", async () => {
    const source = createTracesDirSource(dir);
    const record = (await source.getRun(
      "legacy_importer",
      LEGACY_RUN,
    )) as Record<string, unknown>;
    expect(record).toMatchObject({
      id: LEGACY_RUN,
      agentId: "legacy_importer",
      hasTrace: true,
      hasResult: false,
    });
    expect(record.inputTokens).toBe(5200);
    const trace = (await readJsonBody(
      await source.openTrace("legacy_importer", LEGACY_RUN),
    )) as Record<string, unknown>;
    expect(Array.isArray(trace.traces)).toBe(true);
  });

  it("prefers the saved `get` record and serves result and tree files beside the trace", async () => {
    const source = createTracesDirSource(dir);
    const record = (await source.getRun(
      "email_policies_parser",
      WAITING_RUN,
    )) as Record<string, unknown>;
    expect(record).toMatchObject({
      status: "WAITING_FOR_ASYNC",
      subject: "Policy inbox sweep · 2 unread policy emails",
      hasResult: true,
    });
    expect(
      await readJsonBody(
        await source.openResult("email_policies_parser", WAITING_RUN),
      ),
    ).toMatchObject({ parameters: { maxEmails: 20 } });
    expect(
      await source.getTree("email_policies_parser", WAITING_RUN),
    ).toMatchObject({ totals: { runs: 2 } });
  });

  it("answers /tree for a run without lineage with a one-node tree, as the API does", async () => {
    const tree = (await createTracesDirSource(dir).getTree(
      "legacy_importer",
      LEGACY_RUN,
    )) as { nodes: { id: string; depth: number }[]; totals: { runs: number } };
    expect(tree.nodes).toEqual([
      expect.objectContaining({ id: LEGACY_RUN, depth: 0 }),
    ]);
    expect(tree.totals.runs).toBe(1);
  });

  it("filters and orders the list like the API", async () => {
    const source = createTracesDirSource(dir);
    const all = (await source.listRuns("email_policies_parser", query())) as {
      items: unknown[];
    };
    expect(all.items).toHaveLength(1);
    const none = (await source.listRuns(
      "email_policies_parser",
      query({ statuses: ["FAILED"] }),
    )) as { items: unknown[] };
    expect(none.items).toHaveLength(0);
    const byTool = (await source.listRuns(
      "email_policies_parser",
      query({ tool: "google_gmail.search", withToolErrors: true }),
    )) as { items: unknown[] };
    expect(byTool.items).toHaveLength(1);
  });

  it("answers an unknown run with a not_found error that says how to save one", async () => {
    const error = await createTracesDirSource(dir)
      .openTrace("email_policies_parser", "nope")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).code).toBe("not_found");
    expect((error as SourceError).message).toMatch(/executions trace/);
  });

  it("picks up a trace saved while it runs", async () => {
    const source = createTracesDirSource(dir);
    writeFileSync(
      join(dir, "late.json"),
      JSON.stringify({
        status: "FAILED",
        trace: {
          agentExecutionRecordId: "late-run",
          agentId: "legacy_importer",
          startTime: 5,
          endTime: 9,
          traces: [],
        },
      }),
    );
    const runs = (await source.listRuns("legacy_importer", query())) as {
      items: { id: string }[];
    };
    expect(runs.items.map((run) => run.id)).toContain("late-run");
  });
});
