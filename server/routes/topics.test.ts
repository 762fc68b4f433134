/**
 * The conversation calls through the HTTP app, against a recorded upstream: each forwards
 * to its one upstream path with validated ids and only the params it knows; an assumed
 * path that answers 404 or 501 becomes a "not exposed" answer naming the CLI command, while
 * a documented path's 404 stays a "not found".
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import {
  createFruxonAppHarness,
  jsonResponse as json,
} from "../testing/fruxon-app";

const TOPIC = "4f2b8c1e-7d3a-4e59-9b61-0c8d2e7f1a34";
const PERSON = "9a1e3c5b-2d4f-4b6a-8c0e-1f3a5b7d9e20";
const fixture = (name: string) =>
  readFileSync(
    join(import.meta.dirname, "../../fixtures/fruxon", name),
    "utf8",
  );

const api = createFruxonAppHarness("fx_pat_conversation_secret");
const get = api.get;
const participants = [
  {
    id: PERSON,
    kind: "PERSON",
    displayName: "Sam Lee",
    channels: [{ address: "+15550104477" }],
  },
];

const upstream = () =>
  api.seen.filter((url) => !url.pathname.endsWith("/participants"));

beforeEach(() => {
  api.reset((url) =>
    url.pathname.endsWith("/participants")
      ? json(participants)
      : json({ items: [] }),
  );
});

describe("conversation calls", () => {
  it("topic: GET …/agents/{a}/topics/{topic}, nothing else forwarded", async () => {
    api.answer = () => json(fixture("topic.json"));
    const { status, body } = await get(
      `/api/agents/store_support/topics/${TOPIC}?x=1&PageSize=9`,
    );
    expect(status).toBe(200);
    expect(body.id).toBe(TOPIC);
    expect(upstream().map((url) => url.pathname + url.search)).toEqual([
      `/v1/tenants/acme/agents/store_support/topics/${TOPIC}`,
    ]);
  });

  it("topics of a participant: a phone number is resolved to the id first", async () => {
    await get(
      "/api/agents/store_support/topics?participant=%2B1%20555%20010%204477&evil=1",
    );
    const [url] = upstream();
    expect(url!.pathname).toBe("/v1/tenants/acme/agents/store_support/topics");
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      PageSize: "50",
      participantId: PERSON,
    });
  });

  it("turns: PageSize (clamped) and the cursor as PageToken.Cursor; a malformed cursor is dropped", async () => {
    await get(
      `/api/agents/store_support/topics/${TOPIC}/messages?pageSize=5000&cursor=50&Status=X`,
    );
    await get(
      `/api/agents/store_support/topics/${TOPIC}/messages?cursor=a%26b%3Dc`,
    );
    const [first, second] = upstream();
    expect(first!.pathname).toBe(
      `/v1/tenants/acme/agents/store_support/topics/${TOPIC}/messages`,
    );
    expect(Object.fromEntries(first!.searchParams)).toEqual({
      PageSize: "50",
      "PageToken.Cursor": "50",
    });
    expect(Object.fromEntries(second!.searchParams)).toEqual({
      PageSize: "50",
    });
  });

  it("sessions, inbound messages, takeovers, policy: their assumed paths and params", async () => {
    await get(`/api/agents/store_support/topics/${TOPIC}/sessions?x=1`);
    await get(
      `/api/agents/store_support/inbound-messages?participant=${PERSON}&delivery=WITHHELD_PENDING&since=2026-08-01&until=1786000000000&agentId=other`,
    );
    await get("/api/agents/store_support/inbound-messages?delivery=EVERYTHING");
    await get(
      "/api/agents/store_support/takeovers?address=%2B15550104477&status=OPEN",
    );
    await get("/api/agents/store_support/escalation-policy?x=1");
    const calls = upstream().map((url) => [
      url.pathname,
      Object.fromEntries(url.searchParams),
    ]);
    expect(calls).toEqual([
      [`/v1/tenants/acme/agents/store_support/topics/${TOPIC}/sessions`, {}],
      [
        "/v1/tenants/acme/messages",
        {
          agentId: "store_support",
          participantId: PERSON,
          delivery: "WITHHELD_PENDING",
          since: String(Date.parse("2026-08-01")),
          until: "1786000000000",
        },
      ],
      ["/v1/tenants/acme/messages", { agentId: "store_support" }],
      [
        "/v1/tenants/acme/escalations/history",
        { agentId: "store_support", address: "+15550104477" },
      ],
      ["/v1/tenants/acme/agents/store_support/escalationPolicy", {}],
    ]);
  });

  it.each([
    [
      `/api/agents/store_support/topics/${TOPIC}/sessions`,
      "fruxon agents topics sessions store_support",
    ],
    [
      "/api/agents/store_support/inbound-messages?delivery=WITHHELD",
      "fruxon messages list --agent store_support --delivery WITHHELD -o json",
    ],
    [
      "/api/agents/store_support/takeovers?address=%2B15550104477",
      "fruxon escalations history --agent store_support --address '+15550104477'",
    ],
    [
      "/api/agents/store_support/escalation-policy",
      "fruxon escalations policy store_support",
    ],
  ])(
    "an assumed path answering 404 or 501 is 'not exposed': %s",
    async (path, command) => {
      for (const status of [404, 501]) {
        api.answer = () => json({ title: "Not Found", status }, status);
        const { status: code, body } = await get(path);
        expect(code).toBe(200);
        const unavailable = body.unavailable as Record<string, string>;
        expect(unavailable.reason).toBe("not_exposed");
        expect(unavailable.message).toMatch(/^This API does not expose /);
        expect(unavailable.command).toContain(command);
      }
    },
  );

  it("a documented path's 404 stays an error; other failures stay errors on assumed paths", async () => {
    api.answer = () => json({ title: "Not Found", status: 404 }, 404);
    const missing = await get(
      `/api/agents/store_support/topics/${TOPIC}/messages`,
    );
    expect(missing.status).toBe(404);
    expect((missing.body.error as Record<string, string>).code).toBe(
      "not_found",
    );
    api.answer = () => json({ title: "Forbidden" }, 403);
    expect(
      (await get(`/api/agents/store_support/topics/${TOPIC}/sessions`)).status,
    ).toBe(403);
  });

  it("rejects ids that would name another path, and a takeovers call without an address", async () => {
    for (const path of [
      "/api/agents/store_support/topics/a:b",
      "/api/agents/store_support/topics/..",
      "/api/agents/a%2Fb/topics/x/sessions",
      "/api/agents/store_support/takeovers",
    ]) {
      // `..` is resolved by URL parsing before routing (no such route: 404); the rest are 400s.
      const { status } = await get(path);
      expect([400, 404]).toContain(status);
    }
    expect(upstream()).toEqual([]);
  });
});
