/**
 * The Fruxon source over real HTTP against a fake upstream that fails in every way the
 * proxy must survive: each failure becomes a SourceError with a code the UI can act on,
 * and the token goes upstream in the Authorization header and nowhere else.
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFruxonSource } from "./fruxon-source";
import { readJsonBody } from "./run-source";
import { SourceError } from "./source-error";

const TOKEN = "fx_pat_secret_123";
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end("{}");
const seen: { url: string; authorization: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const source = (timeoutMs = 2000) =>
  createFruxonSource({ baseUrl, tenant: "acme", token: TOKEN, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).not.toContain(TOKEN);
    return error as SourceError;
  }
  throw new Error("expected a failure");
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Handler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
}

describe("fruxon source — requests", () => {
  it("sends the token as a Bearer header and builds the documented paths", async () => {
    handler = json(200, { status: "COMPLETED", trace: { traces: [] } });
    seen.length = 0;
    await readJsonBody(
      await source().openTrace("email_policies_parser", "run-1"),
    );
    await source().getTree("email_policies_parser", "run-1");
    expect(seen.map((request) => request.url)).toEqual([
      "/v1/tenants/acme/agents/email_policies_parser/executionRecords/run-1:trace",
      "/v1/tenants/acme/agents/email_policies_parser/executionRecords/run-1/tree",
    ]);
    expect(seen[0]!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("opens a trace as the upstream's bytes, with their length, unparsed", async () => {
    const text = '{ "status": "COMPLETED",  "trace": {"traces": []} }';
    handler = (_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": String(text.length),
      });
      res.end(text);
    };
    const body = await source().openTrace("a", "r");
    if (body.kind !== "stream") throw new Error("expected a stream");
    expect(body.contentLength).toBe(text.length);
    expect(await new Response(body.stream).text()).toBe(text);
  });

  it("forwards only the list filters it knows, in the API spelling", async () => {
    handler = json(200, { items: [], nextPageToken: "" });
    seen.length = 0;
    await source().listRuns("agent", {
      pageSize: 50,
      skip: 50,
      startTime: 1000,
      endTime: 2000,
      statuses: ["FAILED", "COMPLETED"],
      revisions: [58, 59],
      participantId: "p-1",
      origin: "TEST",
      tool: "system.escalate_to_human",
      withToolErrors: true,
    });
    const url = new URL(seen[0]!.url, baseUrl);
    expect(url.searchParams.getAll("Status")).toEqual(["FAILED", "COMPLETED"]);
    expect(url.searchParams.getAll("AgentRevision")).toEqual(["58", "59"]);
    expect(url.searchParams.get("PageSize")).toBe("50");
    expect(url.searchParams.get("PageToken.Skip")).toBe("50");
    expect(url.searchParams.get("StartTime")).toBe("1000");
    expect(url.searchParams.get("EndTime")).toBe("2000");
    expect(url.searchParams.get("ParticipantId")).toBe("p-1");
    expect(url.searchParams.get("Origin")).toBe("TEST");
    expect(url.searchParams.get("Tool")).toBe("system.escalate_to_human");
    expect(url.searchParams.get("WithToolErrors")).toBe("true");
  });

  it("refuses ids that would change the path, and percent-encodes the rest", async () => {
    handler = json(200, {});
    seen.length = 0;
    for (const [agent, run] of [
      ["a/b", "run-1"],
      ["agent", "x?y"],
      ["..", "run-1"],
      ["agent", "run-1:cancel"],
    ]) {
      const error = await failure(
        (async () => source().getRun(agent!, run!))(),
      );
      expect(error.code).toBe("bad_request");
    }
    expect(seen).toEqual([]);
    await source().getRun("agent_é", "run;1");
    expect(seen[0]!.url).toBe(
      "/v1/tenants/acme/agents/agent_%C3%A9/executionRecords/run%3B1",
    );
  });
});

describe("fruxon source — upstream failures", () => {
  it("401: says the token was rejected and where it comes from", async () => {
    handler = json(401, { title: "Unauthorized", detail: "Token expired" });
    const error = await failure(source().getRun("a", "r"));
    expect(error.code).toBe("unauthorized");
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/FRUXON_TOKEN or --token-file/);
    expect(error.message).toMatch(/Token expired/);
  });

  it("403: points at the tenant and scopes", async () => {
    handler = json(403, {
      message: "Forbidden",
      details: "not bound to tenant",
    });
    const error = await failure(source().getRun("a", "r"));
    expect(error.code).toBe("forbidden");
    expect(error.message).toMatch(/tenant/);
    expect(error.message).toMatch(/not bound to tenant/);
  });

  it("404: names what was not found", async () => {
    handler = json(404, { title: "Not Found" });
    const error = await failure(source().openTrace("agent-x", "run-404"));
    expect(error.code).toBe("not_found");
    expect(error.message).toMatch(/run-404/);
  });

  it("429: keeps Retry-After", async () => {
    handler = json(
      429,
      { title: "Too Many Requests" },
      { "retry-after": "17" },
    );
    const error = await failure(source().listAgents());
    expect(error.code).toBe("rate_limited");
    expect(error.extra.retryAfterSeconds).toBe(17);
    expect(error.message).toMatch(/17 s/);
  });

  it("5xx: says the problem is on the server side", async () => {
    handler = (_req, res) => {
      res.writeHead(503, { "content-type": "text/plain" });
      res.end("upstream down");
    };
    const error = await failure(source().listAgents());
    expect(error.code).toBe("upstream_error");
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/503/);
  });

  it("times out a silent upstream", async () => {
    handler = () => undefined;
    const error = await failure(source(300).listAgents());
    expect(error.code).toBe("timeout");
    expect(error.message).toMatch(/did not answer/);
  });

  it("detects a body cut short by a dropped connection", async () => {
    handler = (_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": "5000",
      });
      res.write('{"id": "r", "status": "COMPLETED", "subject": "');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const error = await failure(source().getRun("a", "r"));
    expect(error.code).toBe("truncated_body");
  });

  it("detects JSON that ends mid-document", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"id": "r", "status": "COMPLETED", "subject": "');
    };
    const error = await failure(source().getRun("a", "r"));
    expect(error.code).toBe("truncated_body");
  });

  it("rejects a body that is not JSON, such as a login page", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><title>Sign in</title>");
    };
    const error = await failure(source().listAgents());
    expect(error.code).toBe("not_json");
    expect(error.message).toMatch(/--fruxon-url/);
  });

  it("reports an unreachable host", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) =>
      closed.listen(0, "127.0.0.1", resolve),
    );
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createFruxonSource({
      baseUrl: `http://127.0.0.1:${port}`,
      tenant: "t",
      token: TOKEN,
      timeoutMs: 2000,
    });
    const error = await failure(unreachable.listAgents());
    expect(error.code).toBe("unreachable");
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});
