/**
 * The start-up check against a fake Fruxon API: before "listening", `npm start` says which
 * source is active and, when the token check fails, exactly which way — host unreachable
 * (refused, DNS), token rejected (401), token without access to this tenant (403/404),
 * timeout — then serves anyway, and `/api/source` tells the page the same case.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, type Config } from "./config";
import { createFruxonSource } from "./sources/fruxon-source";
import { checkStartup } from "./startup-check";
import {
  answerAsHealthy,
  answerWith,
  closedPort,
  recordedBody as fixture,
  startFakeUpstream,
  type FakeUpstream,
} from "./testing/fake-upstream";
import { spawnProxy, type SpawnedProxy } from "./testing/spawn-proxy";

const TOKEN = "fx_pat_St4rtupCheck0123456789ab";

let upstream: FakeUpstream;
let running: SpawnedProxy | null = null;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
afterEach(async () => {
  await running?.stop();
  running = null;
});

function liveConfig(baseUrl: string, timeoutSeconds = 5): Config {
  const config = parseConfig(
    [
      "--fruxon-url",
      baseUrl,
      "--tenant",
      "acme",
      "--timeout",
      String(timeoutSeconds),
    ],
    { FRUXON_TOKEN: TOKEN },
  );
  if (config === "help") throw new Error("unexpected --help");
  return config;
}

async function check(config: Config) {
  const source = createFruxonSource({
    baseUrl: config.fruxonUrl,
    tenant: config.tenant!,
    token: config.token!,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const result = await checkStartup(config, source, null);
  const printed = [...result.lines, ...result.problems].join("\n");
  expect(printed).not.toContain(TOKEN);
  return result;
}

describe("the start-up check of the live API", () => {
  it("names the API and tenant, who the token is and how many agents it sees", async () => {
    upstream.answer(answerAsHealthy);
    const result = await check(liveConfig(upstream.baseUrl));
    const agents = JSON.parse(fixture("agents.json").toString()) as unknown[];
    expect(result.lines).toEqual([
      `Source: Fruxon API ${upstream.baseUrl} tenant acme (token ok: tracelens laptop as support.engineer@example.com; ${agents.length} agents)`,
    ]);
    expect(result.problems).toEqual([]);
    expect(upstream.seen.map((request) => request.url)).toEqual([
      "/v1/tenants/acme/auth/health",
      "/v1/tenants/acme/agents",
    ]);
  });

  it("says the host is unreachable when the connection is refused", async () => {
    const result = await check(
      liveConfig(`http://127.0.0.1:${await closedPort()}`),
    );
    expect(result.lines[0]).toMatch(/ — host unreachable$/);
    expect(result.problems[0]).toMatch(
      /^host unreachable: .*connection refused \(ECONNREFUSED\).*Serving anyway/,
    );
  });

  it("says the host is unreachable when its name does not resolve", async () => {
    const result = await check(liveConfig("http://tracelens-test.invalid"));
    expect(result.lines[0]).toMatch(/ — host unreachable$/);
    expect(result.problems[0]).toMatch(/DNS: the name does not resolve/);
  }, 20_000);

  it("says the token was rejected on a 401", async () => {
    upstream.answer(answerWith(401, fixture("problem.401-token-expired.json")));
    const result = await check(liveConfig(upstream.baseUrl));
    expect(result.lines[0]).toMatch(/ — token rejected \(401\)$/);
    expect(result.problems[0]).toMatch(/^token rejected \(401\): /);
  });

  it("says the token has no access to this tenant on a 403 or a 404", async () => {
    upstream.answer(answerWith(403, fixture("problem.403-wrong-tenant.json")));
    const forbidden = await check(liveConfig(upstream.baseUrl));
    expect(forbidden.lines[0]).toMatch(
      / — token without access to this tenant \(403\)$/,
    );
    upstream.answer(answerWith(404, "{}"));
    const unknown = await check(liveConfig(upstream.baseUrl));
    expect(unknown.lines[0]).toMatch(
      / — token without access to this tenant \(404\)$/,
    );
  });

  it("says the API timed out when it does not answer", async () => {
    upstream.answer(() => {
      // Never answers: the check gives up after --timeout.
    });
    const started = Date.now();
    const result = await check(liveConfig(upstream.baseUrl, 1));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.lines[0]).toMatch(/ — timeout$/);
    expect(result.problems[0]).toMatch(/^timeout: .*did not answer within 1 s/);
  });

  it("checks the agents list too: a token that passes auth/health but may not list agents", async () => {
    upstream.answer((req, res) =>
      req.url?.endsWith("/auth/health")
        ? answerWith(200, fixture("auth-health.json"))(req, res)
        : answerWith(403, fixture("problem.403-wrong-tenant.json"))(req, res),
    );
    const result = await check(liveConfig(upstream.baseUrl));
    expect(result.lines[0]).toMatch(
      / — token without access to this tenant \(403\)$/,
    );
  });
});

describe("npm start with a token the API rejects", () => {
  it("prints the source and the failure before listening, serves anyway, and the page hears the same", async () => {
    upstream.answer(answerWith(401, fixture("problem.401-token-expired.json")));
    running = await spawnProxy(
      ["--port", "0", "--fruxon-url", upstream.baseUrl, "--tenant", "acme"],
      { FRUXON_TOKEN: TOKEN },
    );
    expect(running.stdout).toMatch(
      new RegExp(
        `^Source: Fruxon API ${upstream.baseUrl.replace(/[.]/g, "\\.")} tenant acme — token rejected \\(401\\)\\nTracelens listening on `,
        "m",
      ),
    );
    expect(running.stderr).toMatch(/tracelens: token rejected \(401\): /);
    expect(running.stdout + running.stderr).not.toContain(TOKEN);
    const source = (await (
      await fetch(`${running.url}/api/source`)
    ).json()) as Record<string, unknown>;
    expect(source).toMatchObject({
      kind: "fruxon",
      healthProblem: {
        kind: "token_rejected",
        summary: "token rejected (401)",
      },
      home: "agents",
    });
  }, 60_000);
});

describe("npm start over files", () => {
  it("counts the saved JSON files, runs and unreadable files, and names each unreadable one", async () => {
    running = await spawnProxy([
      "--port",
      "0",
      "--traces",
      "fixtures/saved-runs",
    ]);
    expect(running.stdout).toMatch(
      /^Source: saved JSON in \S+saved-runs \(\d+ files, \d+ runs, 2 unreadable\)\nTracelens listening on /m,
    );
    expect(running.stderr).toMatch(
      /^tracelens: broken-trace\.json: not valid JSON/m,
    );
  }, 60_000);

  it("refuses --sessions on fast-agent's event log by saying what it is and to give its folder", async () => {
    running = await spawnProxy([
      "--port",
      "0",
      "--sessions",
      "fixtures/fast-agent/real/repo-root__bedrock.jsonl",
    ]);
    expect(running.exitCode).toBe(2);
    expect(running.stderr).toMatch(
      /--sessions \S+bedrock\.jsonl: this is a fast-agent event log .*: give the folder it is in/,
    );
    expect(running.stderr).not.toMatch(
      /not valid JSON|not a fast-agent session/,
    );
  }, 60_000);

  it("refuses --sessions on a file that is not a session or history, with the reason", async () => {
    running = await spawnProxy([
      "--port",
      "0",
      "--sessions",
      "fixtures/fruxon/agents.json",
    ]);
    expect(running.exitCode).toBe(2);
    expect(running.url).toBeNull();
    expect(running.stderr).toMatch(
      /--sessions \S+agents\.json: not a fast-agent session or history file \(.+\)/,
    );
  }, 60_000);
});
