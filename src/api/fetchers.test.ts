/**
 * Each fetcher of src/api against a stubbed proxy: the path and query it asks for, the
 * model it returns (validated and normalised, never wire JSON), and the message when the
 * answer is not what the proxy promises.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import recordList from "../../fixtures/fruxon/record-list.json";
import agents from "../../fixtures/fruxon/agents.json";
import participants from "../../fixtures/fruxon/participants.json";
import result from "../../fixtures/fruxon/result.json";
import tree from "../../fixtures/fruxon/tree.json";
import { ApiError } from "./client";
import { fetchParticipants } from "./participants";
import { fetchRunIo, fetchRunOwner, fetchSpawnTree } from "./run-links";
import { fetchAgents, fetchRunPage, RUN_PAGE_SIZE } from "./runs";
import {
  fetchHistory,
  fetchSessionDetail,
  fetchSessionList,
  fetchSessionLog,
} from "./sessions";
import { fetchSourceInfo } from "./source";
import { stubFetch } from "./testing/stub-fetch";

afterEach(() => vi.unstubAllGlobals());

/** The ApiError a fetch failed with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as ApiError,
  );

describe("runs", () => {
  it("asks for a page of runs with the URL's filters and reads every row", async () => {
    const path = `/api/agents/invoice_intake/runs?pageSize=${RUN_PAGE_SIZE}&status=FAILED%2CCOMPLETED&participant=%2B1-202-555-0147&toolErrors=1`;
    const requested = stubFetch({ [path]: { json: recordList } });
    const page = await fetchRunPage("invoice_intake", {
      status: "FAILED,COMPLETED",
      participant: "+1-202-555-0147",
      toolErrors: "1",
      since: undefined,
    });
    expect(requested).toEqual([path]);
    expect(page.runs.map((run) => run.status)).toEqual([
      "WAITING_FOR_ASYNC",
      "COMPLETED",
      "REJECTED",
    ]);
    expect(page.nextPageToken).toBe("eyJza2lwIjo1MH0=");
    expect(page.unreadable).toEqual([]);
  });

  it("lists the agents", async () => {
    stubFetch({ "/api/agents": { json: agents } });
    expect((await fetchAgents()).map((agent) => agent.displayName)).toEqual([
      "Invoice intake",
      "Finance advisor",
    ]);
  });
});

describe("run links", () => {
  it("asks which agent owns a record, naming the link's agent first", async () => {
    const requested = stubFetch({
      "/api/runs/r1/owner?agent=a%2Fb": {
        json: { runId: "r1", agentId: "a/b" },
      },
      "/api/runs/r2/owner": { json: { runId: "r2", agentId: "c" } },
    });
    expect(await fetchRunOwner("r1", "a/b")).toEqual({
      runId: "r1",
      agentId: "a/b",
    });
    expect((await fetchRunOwner("r2", null)).agentId).toBe("c");
    expect(requested).toEqual([
      "/api/runs/r1/owner?agent=a%2Fb",
      "/api/runs/r2/owner",
    ]);
  });

  it("reads a run's spawn tree and its inputs and output", async () => {
    stubFetch({
      "/api/agents/invoice_intake/runs/r1/tree": { json: tree },
      "/api/agents/invoice_intake/runs/r1/result": { json: result },
    });
    const spawn = await fetchSpawnTree("invoice_intake", "r1");
    expect(spawn.nodes).toHaveLength(4);
    expect(spawn.problems).toEqual([]);
    const io = await fetchRunIo("invoice_intake", "r1");
    expect(io.parameters).toEqual({
      folder: "Invoices",
      since: "2026-08-04",
      maxInvoices: 25,
    });
    expect(io.output?.strValue).toMatch(/2 invoices booked/);
  });
});

describe("participants and source", () => {
  it("searches people by what the user typed", async () => {
    const requested = stubFetch({
      "/api/participants?query=%2B1+202+555+0147": { json: participants },
    });
    const found = await fetchParticipants("+1 202 555 0147");
    expect(requested).toHaveLength(1);
    expect(found.map((person) => person.displayName)).toEqual([
      "María Fernández",
      "Jide Okafor",
    ]);
  });

  it("reads the source, with defaults for what an older proxy leaves out", async () => {
    stubFetch({
      "/api/source": { json: { kind: "demo", label: "Embedded demo data" } },
    });
    expect(await fetchSourceInfo()).toEqual({
      kind: "demo",
      label: "Embedded demo data",
      problems: [],
      identity: null,
      healthError: null,
      healthProblem: null,
      home: "agents",
      demoRuns: [],
    });
  });
});

describe("sessions", () => {
  const summary = {
    id: "2608181423-Wd4nZq",
    kind: "session",
    histories: [{ key: "dev", kind: "history" }],
  };

  it("checks the list and the detail for the proxy's shape", async () => {
    stubFetch({
      "/api/sessions": {
        json: { label: "Demo", sessions: [summary], problems: [] },
      },
      "/api/sessions/2608181423-Wd4nZq": {
        json: {
          summary,
          agents: [{ name: "dev" }],
          traces: [],
          childSessions: [],
        },
      },
      "/api/sessions/broken": { json: { summary: { id: 1 } } },
    });
    expect((await fetchSessionList()).sessions).toHaveLength(1);
    expect((await fetchSessionDetail("2608181423-Wd4nZq")).agents).toEqual([
      { name: "dev" },
    ]);
    const error = await failure(fetchSessionDetail("broken"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/session answer has an unexpected shape/);
  });

  it("normalises a history, and names the file when it is not one", async () => {
    stubFetch({
      "/api/sessions/s1/histories/dev": {
        json: {
          messages: [
            { role: "user", content: [{ type: "text", text: "hello" }] },
            {
              role: "assistant",
              content: [{ type: "text", text: "hi" }],
              stop_reason: "endTurn",
            },
          ],
        },
      },
      "/api/sessions/s1/histories/notes": { json: { title: "not a history" } },
    });
    const history = await fetchHistory("s1", "dev");
    expect(history).toMatchObject({ sessionId: "s1", key: "dev" });
    expect(history.messages).toHaveLength(2);
    const error = await failure(fetchHistory("s1", "notes"));
    expect(error).toMatchObject({ code: "bad_history", status: 422 });
    expect(error.message).toMatch(/^History notes of s1 cannot be read: /);
  });

  it("numbers a session's log lines and reads both log formats", async () => {
    stubFetch({
      "/api/sessions/s1/log": {
        json: {
          files: ["fast-agent-log.jsonl"],
          lines: [
            {
              level: "INFO",
              timestamp: "2026-08-18T14:23:06.771201",
              namespace: "fast_agent.x",
              message: "Loaded dev",
              data: { data: { agent_name: "dev" } },
            },
            {
              level: "ERROR",
              timestamp: "2026-08-18T14:25:31",
              namespace: "fast_agent.y",
              message: "boom",
            },
          ],
          matched: 2,
          truncated: false,
        },
      },
    });
    const log = await fetchSessionLog("s1");
    expect(log.matched).toBe(2);
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([
      ["INFO", "Loaded dev"],
      ["ERROR", "boom"],
    ]);
  });
});
