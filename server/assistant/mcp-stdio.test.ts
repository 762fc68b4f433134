/**
 * `tracelens mcp` as an assistant runs it: the built command started over stdio by the MCP
 * SDK's own client (`Client` + `StdioClientTransport`), its tools listed, and each tool
 * called on the embedded demo, on a saved folder with fast-agent sessions beside it, and on
 * a folder holding a customer and planted secrets. The promises checked on every answer:
 * what the page finds is what the assistant reads (the demo's known findings), nothing
 * personal and nothing secret leaves unless `--unmasked` was given (and secrets not even
 * then), a failure is a tool error that says what failed, and stdout carries the
 * protocol and nothing else.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoDataSet } from "../demo/generate";
import { leaksIn, personalStrings } from "../testing/leaks";
import { connectMcp, type McpConnection } from "../testing/spawn-command";
import { BUNDLE, childEnv, ensureBundle, REPO } from "../testing/spawn-proxy";

const D1 = "672a6e1c-8883-4f60-ab32-9f0c92d334df";
const D15 = "c3b9e7d5-4a2f-4e8c-b1d6-7f0a9e2c5d15";
const SAVED_RUN = "0b6f4d2e-9a1c-4e3b-8f7d-5c2a1e0d9b00";
const SESSION = "2603141102-Rm2xVb";
const STARTUP_MS = 120_000;

const TOOLS = [
  "compare_runs",
  "conversation",
  "find_customer",
  "get_step",
  "open_run",
  "run_state",
  "search_steps",
];

describe("tracelens mcp on the embedded demo", () => {
  let mcp: McpConnection;
  const answers: string[] = [];
  const ask = async (name: string, args: Record<string, unknown>) => {
    const answer = await mcp.call(name, args);
    answers.push(answer.text);
    return answer;
  };
  beforeAll(async () => {
    mcp = await connectMcp([]);
  }, STARTUP_MS);
  afterAll(() => mcp?.close());

  it("lists seven read-only tools, each with a typed input schema", async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.inputSchema.type).toBe("object");
      expect(
        Object.keys(tool.inputSchema.properties ?? {}).length,
      ).toBeGreaterThan(0);
    }
    const getStep = tools.find((tool) => tool.name === "get_step")!;
    expect(getStep.inputSchema.required).toEqual(["run"]);
    expect(getStep.inputSchema.properties).toMatchObject({
      part: { enum: ["all", "parameters", "result", "reasoning", "messages"] },
      offset: { type: "integer" },
    });
    expect(mcp.stderr()).toContain(
      "Tracelens MCP server on stdio: personal data masked",
    );
  });

  it("open_run: a dashboard link gives the run page's findings with step links", async () => {
    const { text, isError } = await ask("open_run", {
      run: `https://app.fruxon.com/tenants/t/executions?id=${D1}`,
    });
    expect(isError).toBe(false);
    expect(text).toContain(`## Run \`${D1}\` of \`email_policies_parser\``);
    expect(text).toContain("1 of 3 child runs failed");
    expect(text).toContain("no\\_match");
    expect(text).toContain("model saw 8,000 of 48,211 chars");
    expect(text).toContain(
      `http://127.0.0.1:8723/agents/email_policies_parser/runs/${D1}?step=1.1.2`,
    );
    expect(text).toContain("### Evidence");
  });

  it("get_step: the delivery verdict and the decoded parameters of one step", async () => {
    const { text } = await ask("get_step", { run: D1, step: "1.1.2" });
    expect(text).toContain("### Step 1.1.2: Search Emails (TOOL, SUCCESS)");
    expect(text).toContain("Delivery: model saw 8,000 of 48,211 chars");
    expect(text).toContain(
      '"query": "label:policies has:attachment after:2026/08/06"',
    );
    const missing = await ask("get_step", { run: D1, step: "9.9" });
    expect(missing).toMatchObject({ isError: true });
    expect(missing.text).toMatch(/^not-found: No step 9\.9/);
  });

  it("compare_runs: the previous run the compare view picks, and the first divergence", async () => {
    const { text } = await ask("compare_runs", { run: D1 });
    expect(text).toContain(
      "compared with `825d61cb-9af9-41ff-b358-4cc522e97eee` (left)",
    );
    expect(text).toMatch(/First divergence: \[`1\.1\.2` Search Emails\]/);
    expect(text).toContain(
      'inputs: query: "label:policies has:attachment after:2026/08/05" → "label:policies has:attachment after:2026/08/06"',
    );
    expect(text).toContain("the other run did not fail there");
  });

  it("find_customer: a phone number, as typed, finds the masked customer and her runs", async () => {
    const { text } = await ask("find_customer", { query: "054-561-4701" });
    expect(text).toMatch(/### Customer [A-Z]+ \(PERSON/);
    expect(text).toContain("COMPLETED/WITHHELD");
    expect(text).toContain(
      "/agents/support_assistant/runs/03029e73-feeb-478e-b50a-7b27d0b1e5de",
    );
  });

  it("conversation: the withheld messages and their finding", async () => {
    const { text } = await ask("conversation", { run: D15 });
    expect(text).toContain("withheld-unconsumed");
    expect(text).toContain(
      "WITHHELD inbound message (HUMAN_OWNED_CONVERSATION; never replayed)",
    );
    expect(text).toContain("[this run]");
  });

  it("run_state: which memory value the run read", async () => {
    const { text } = await ask("run_state", { run: D1 });
    expect(text).toContain(
      "**policies watermark**: The run read the value as the previous run wrote it",
    );
    expect(text).toContain("SCHEDULE");
  });

  it("search_steps: the page's filter, with paths and links", async () => {
    const { text } = await ask("search_steps", {
      run: D1.slice(0, 8),
      text: "advisor",
    });
    expect(text).toContain(`1 of 20 steps of run ${D1} match "advisor"`);
    expect(text).toContain(`?step=1.1.10`);
  });

  it("answers fast-agent sessions the same way", async () => {
    const open = await ask("open_run", { run: SESSION });
    expect(open.text).toContain(
      `## fast-agent session ${SESSION}, history dev`,
    );
    const compare = await ask("compare_runs", { run: SESSION });
    expect(compare.text).toContain(
      `compared with ${SESSION}/dev~previous (left)`,
    );
    expect(compare.text).toContain(
      'inputs: command: "pytest -x tests/test_menu.py" → "pytest -x tests/test_menu.py -k price"',
    );
    const step = await ask("get_step", {
      run: `http://127.0.0.1:8723/sessions/${SESSION}?agent=dev&step=2.1.1`,
    });
    expect(step.text).toContain("### Step 2.1.1: execute (TOOL");
    const conversation = await ask("conversation", {
      run: SESSION,
      entries: 3,
    });
    expect(conversation.text).toContain("(the last 3 of 12)");
    const search = await ask("search_steps", { run: SESSION, text: "pytest" });
    expect(search.text).toMatch(/\d+ of 12 steps of history dev/);
    const state = await ask("run_state", { run: SESSION });
    expect(state.text).toContain("has no memory, trigger, ledger or approvals");
  });

  it("says nothing personal of the demo's people in any answer", () => {
    const people = personalStrings(
      generateDemoDataSet({ now: Date.now() }).participants,
    );
    expect(people.length).toBeGreaterThan(20);
    expect(answers.length).toBeGreaterThanOrEqual(14);
    for (const answer of answers) expect(leaksIn(answer, people)).toEqual([]);
  });
});

describe("tracelens mcp on a saved folder and a fast-agent sessions folder", () => {
  let mcp: McpConnection;
  beforeAll(async () => {
    mcp = await connectMcp([
      "--traces",
      "fixtures/saved-runs",
      "--sessions",
      "fixtures/fast-agent/demo-sessions",
    ]);
  }, STARTUP_MS);
  afterAll(() => mcp?.close());

  it("answers every tool on a saved run, saying what the folder cannot tell", async () => {
    const open = await mcp.call("open_run", { run: SAVED_RUN.slice(0, 6) });
    expect(open.text).toContain("Stuck: waiting for a consult");
    expect(open.text).toContain("### Not checked");
    const step = await mcp.call("get_step", { run: SAVED_RUN, step: "1.1.1" });
    expect(step.text).toContain("model saw 12,000 of 48,211 chars");
    const compare = await mcp.call("compare_runs", { run: SAVED_RUN });
    expect(compare.text).toContain(
      "No run of email_policies_parser started before this one.",
    );
    const conversation = await mcp.call("conversation", { run: SAVED_RUN });
    expect(conversation.text).toContain("its record names no topic");
    const state = await mcp.call("run_state", { run: SAVED_RUN });
    expect(state.text).toContain(
      "No saved trigger 7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
    );
    const search = await mcp.call("search_steps", {
      run: SAVED_RUN,
      text: "consult",
      errors_only: true,
    });
    expect(search.text).toContain("1 of 8 steps");
    const customer = await mcp.call("find_customer", {
      query: "+972524418830",
    });
    expect(customer).toMatchObject({ isError: true });
    expect(customer.text).toMatch(
      /^not-found: Nobody matches "\+972-••-•••-8830": the saved files/,
    );
  });

  it("reads the sessions folder given with --sessions", async () => {
    const open = await mcp.call("open_run", { run: `${SESSION}/dev` });
    expect(open.text).toContain(
      `## fast-agent session ${SESSION}, history dev`,
    );
    const bad = await mcp.call("open_run", { run: "not a link at all" });
    expect(bad).toMatchObject({ isError: true });
    expect(bad.text).toMatch(/^bad-link: /);
  });
});

describe("masked by default: a customer and planted secrets", () => {
  const FOLDER = ["--traces", "fixtures/assistant-secrets"];
  const RUN = "7f3e2d1c-0b9a-4876-8543-21fedcba9870";
  const SECRETS = [
    "hunter2-Billing!",
    "s3cret-Old-pass",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2EifQ.c2lnbmF0dXJlLXNlY3JldC12YWx1ZQ",
    "sk-proj-4fJ9kQ2mX7pL1vR8sT3wY6zA0bC5dE9gH2jK4nM7",
    "xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOpQrStUvWx",
  ];
  const PERSON = personalStrings([
    {
      displayName: "Noa Shalev",
      email: "noa.shalev@example.org",
      channels: [{ address: "+972541234567" }, { address: "@noa_sh" }],
    },
  ]);
  const CALLS: [string, Record<string, unknown>][] = [
    ["open_run", { run: RUN }],
    ["get_step", { run: RUN, step: "1.1.1" }],
    ["get_step", { run: RUN, step: "1.1.2" }],
    ["get_step", { run: RUN, step: "1.1" }],
    ["compare_runs", { run: RUN }],
    ["find_customer", { query: "054-123-4567" }],
    ["find_customer", { query: "Noa Shalev" }],
    ["conversation", { run: RUN }],
    ["run_state", { run: RUN }],
    ["search_steps", { run: RUN, text: "invoice" }],
  ];

  it(
    "no answer of any tool holds the customer or a secret",
    async () => {
      const mcp = await connectMcp(FOLDER);
      try {
        const called = new Set<string>();
        for (const [name, args] of CALLS) {
          const answer = await mcp.call(name, args);
          called.add(name);
          expect(
            leaksIn(answer.text, [...PERSON, ...SECRETS]),
            `${name} ${JSON.stringify(args)}`,
          ).toEqual([]);
        }
        expect([...called].sort()).toEqual(TOOLS);
        // The masks stand where the person was: the answers still say who and what.
        const step = await mcp.call("get_step", { run: RUN, step: "1.1.2" });
        expect(step.text).toContain(
          "Error: 401 from billing for Customer A (+972-••-•••-4567)",
        );
        expect(step.text).toContain('"api_key": "[redacted]"');
      } finally {
        await mcp.close();
      }
    },
    STARTUP_MS,
  );

  it(
    "--unmasked shows the customer, and still no secret",
    async () => {
      const mcp = await connectMcp([...FOLDER, "--unmasked"]);
      try {
        expect(mcp.stderr()).toContain("UNMASKED (--unmasked)");
        const step = await mcp.call("get_step", { run: RUN, step: "1.1.2" });
        expect(step.text).toContain(
          "401 from billing for Noa Shalev (+972 54-123-4567)",
        );
        expect(step.text).toContain(
          "UNMASKED: this answer may hold personal data",
        );
        expect(SECRETS.filter((secret) => step.text.includes(secret))).toEqual(
          [],
        );
      } finally {
        await mcp.close();
      }
    },
    STARTUP_MS,
  );
});

describe("tracelens mcp's stdout", () => {
  it("carries JSON-RPC and nothing else; the rest goes to stderr", async () => {
    await ensureBundle();
    const child = spawn(process.execPath, [BUNDLE, "mcp"], {
      cwd: REPO,
      stdio: ["pipe", "pipe", "pipe"],
      env: childEnv({}),
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: child.stdout });
    const received: unknown[] = [];
    const closed = new Promise<number | null>((resolve) =>
      child.once("close", resolve),
    );
    const send = (message: object) =>
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    send({
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "raw", version: "1" },
      },
    });
    for await (const line of lines) {
      received.push(JSON.parse(line));
      if (received.length === 1) {
        send({ method: "notifications/initialized" });
        send({ id: 2, method: "tools/list" });
      } else {
        child.stdin.end();
        break;
      }
    }
    expect(await closed).toBe(0);
    expect(received).toMatchObject([
      { jsonrpc: "2.0", id: 1, result: { serverInfo: { name: "tracelens" } } },
      {
        jsonrpc: "2.0",
        id: 2,
        result: { tools: expect.any(Array) as unknown },
      },
    ]);
    expect(stderr).toContain("Source: demo");
    expect(stderr).toContain("Tracelens MCP server on stdio");
  });
});
