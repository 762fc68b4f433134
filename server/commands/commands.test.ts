/**
 * `tracelens summary` and `tracelens open` through their process, as a person or a script
 * runs them: what goes to stdout (the Markdown, the URL, JSON) and to stderr, and the exit
 * codes a script branches on —
 * 0 done, 2 bad link or option, 3 not found, 4 upstream down, 5 token rejected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerWith,
  closedPort,
  recordedBody,
  startFakeUpstream,
  type FakeUpstream,
} from "../testing/fake-upstream";
import { runTracelens } from "../testing/spawn-command";

const D1 = "672a6e1c-8883-4f60-ab32-9f0c92d334df";
const D1_URL = `http://127.0.0.1:8723/agents/email_policies_parser/runs/${D1}`;
const DASHBOARD = `https://app.fruxon.com/tenants/t/executions?id=${D1}`;

describe("tracelens summary", () => {
  it("prints the ticket Markdown Copy summary makes, masked", async () => {
    const run = await runTracelens(["summary", DASHBOARD]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^## Run \`${D1}\` of \`email_policies_parser\`\n\n${D1_URL}\n`,
      ),
    );
    expect(run.stdout).toContain(
      "- Status: **COMPLETED**; delivery: **DELIVERED**",
    );
    expect(run.stdout).toContain("### Findings (5)");
    expect(run.stdout).toContain("- Subject: Customer A · policy email batch");
    expect(run.stdout).toContain("### Notes (0)\n\nNo notes.\n");
  });

  it("--json gives the same Markdown with the findings as data", async () => {
    const run = await runTracelens(["summary", "--json", D1.slice(0, 8)]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      markdown: string;
      masked: boolean;
      run: { runId: string; url: string };
      findings: { kind: string; steps: { path: string; url: string }[] }[];
    };
    expect(json.masked).toBe(true);
    expect(json.run).toMatchObject({ runId: D1, url: D1_URL });
    expect(json.markdown).toContain("### Findings (5)");
    expect(json.findings.map((finding) => finding.kind)).toContain(
      "failed-consult",
    );
    expect(json.findings.flatMap((f) => f.steps)).toContainEqual({
      path: "1.1.10",
      name: "Consult for Role",
      url: `${D1_URL}?step=1.1.10`,
    });
  });

  it("on a compare link, summarises the comparison too", async () => {
    const run = await runTracelens(["summary", `${D1_URL}/compare`]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "### Compared with [`825d61cb-9af9-41ff-b358-4cc522e97eee`]",
    );
    expect(run.stdout).toMatch(
      /- First divergence: \[`1\.1\.2` Search Emails\]/,
    );
  });
});

describe("tracelens open", () => {
  it("prints the local URL of a dashboard link (its step kept), on the port given", async () => {
    const run = await runTracelens([
      "open",
      `${DASHBOARD}&step=1.1.2`,
      "--port",
      "8795",
    ]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(
      `http://127.0.0.1:8795/agents/email_policies_parser/runs/${D1}?step=1.1.2\n`,
    );
  });

  it("--json for scripts, and a session by its id", async () => {
    const run = await runTracelens(["open", "--json", "2603141102-Rm2xVb"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      url: "http://127.0.0.1:8723/sessions/2603141102-Rm2xVb",
      kind: "session",
      sessionId: "2603141102-Rm2xVb",
      agent: null,
      step: null,
      against: null,
    });
  });
});

describe("what a failed command says, and its exit code", () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());

  it("2: a bad link, named on stderr and as JSON with --json", async () => {
    const run = await runTracelens(["summary", "--json", "no link here"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^tracelens: bad-link: "no link here" is neither a link nor a record id\./,
    );
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        kind: "bad-link",
        message: '"no link here" is neither a link nor a record id.',
      },
    });
  });

  it("2: a mistyped option, with the nearest one", async () => {
    const run = await runTracelens(["open", "--prot", "8795", D1]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("--port");
    expect(run.stderr).toContain("Usage: tracelens <command>");
  });

  it("3: an unknown run", async () => {
    const run = await runTracelens([
      "open",
      "/agents/email_policies_parser/runs/00000000-0000-4000-8000-000000000000",
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^tracelens: not-found: /);
  });

  it("4: the upstream API is down", async () => {
    const port = await closedPort();
    const run = await runTracelens(
      [
        "summary",
        D1,
        "--fruxon-url",
        `http://127.0.0.1:${port}`,
        "--tenant",
        "acme",
      ],
      { FRUXON_TOKEN: "frx_test_token_0123456789" },
    );
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^tracelens: upstream-down: /);
    expect(run.stderr).not.toContain("frx_test_token_0123456789");
  });

  it("5: the token is rejected", async () => {
    upstream.answer(
      answerWith(401, recordedBody("problem.401-token-expired.json")),
    );
    const run = await runTracelens(
      ["summary", D1, "--fruxon-url", upstream.baseUrl, "--tenant", "acme"],
      { FRUXON_TOKEN: "frx_test_token_0123456789" },
    );
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^tracelens: token-rejected: /);
    expect(
      upstream.seen.every((request) =>
        request.url.startsWith("/v1/tenants/acme/"),
      ),
    ).toBe(true);
  });
});
