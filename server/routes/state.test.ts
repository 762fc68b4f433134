/**
 * The state calls through the HTTP app, against a fake upstream: each forwards to its one
 * upstream path with validated ids and only the params it knows; the ledger's assumed
 * paths that answer 404 or 501 become a "not exposed" answer naming the CLI command, while
 * a documented path's 404 (a trigger) stays an error. Approvals are read for every status
 * and narrowed to the run.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  createFruxonAppHarness,
  jsonResponse as json,
} from "../testing/fruxon-app";

const TRIGGER = "5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d";
const ITEM = "6c2f3d4e-5a61-4b7c-9d8e-0f1a2b3c4d5e";
const RUN = "7d3a4e5f-6b72-4c8d-8e9f-1a2b3c4d5e6f";

const api = createFruxonAppHarness("fx_pat_state_secret");
const get = api.get;

beforeEach(() => {
  api.reset(() => json({ items: [] }));
});

describe("state routes", () => {
  it("reads an agent's memories from the documented path", async () => {
    api.answer = () =>
      json({
        items: [
          { id: "m1", title: "watermark", content: "x=1", modifiedAt: 5 },
        ],
      });
    const { status, body } = await get("/api/agents/renewals/memories");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(api.seen[0]!.pathname).toBe(
      "/v1/tenants/acme/agents/renewals/memories",
    );
    expect(api.seen[0]!.searchParams.get("PageSize")).toBe("200");
  });

  it("reads a trigger, and keeps a documented 404 an error", async () => {
    api.answer = () =>
      json({ id: TRIGGER, kind: "SCHEDULE", timezone: "Europe/Berlin" });
    expect((await get(`/api/triggers/${TRIGGER}`)).body).toMatchObject({
      timezone: "Europe/Berlin",
    });
    expect(api.seen[0]!.pathname).toBe(`/v1/tenants/acme/triggers/${TRIGGER}`);
    api.answer = () => json({ title: "Not Found" }, 404);
    expect((await get(`/api/triggers/${TRIGGER}`)).status).toBe(404);
  });

  it("forwards the ledger calls with only the params they know", async () => {
    await get(
      `/api/triggers/${TRIGGER}/ledger/items?itemKey=claim-4471&evil=1`,
    );
    await get(`/api/triggers/${TRIGGER}/ledger/items/${ITEM}/transitions`);
    await get(`/api/triggers/${TRIGGER}/ledger/batches`);
    await get(`/api/triggers/${TRIGGER}/ledger/passes`);
    await get(`/api/triggers/${TRIGGER}/ledger/exclusions`);
    expect(api.seen.map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/v1/tenants/acme/triggers/${TRIGGER}/ledger/items?itemKey=claim-4471`,
      `/v1/tenants/acme/triggers/${TRIGGER}/ledger/items/${ITEM}/transitions`,
      `/v1/tenants/acme/triggers/${TRIGGER}/ledger/batches?openOnly=true`,
      `/v1/tenants/acme/triggers/${TRIGGER}/ledger/passes`,
      `/v1/tenants/acme/triggers/${TRIGGER}/ledger/exclusions`,
    ]);
  });

  it("answers 'not exposed' with the CLI command when a ledger path is 404 or 501", async () => {
    for (const status of [404, 501]) {
      api.answer = () => json({ title: "nope" }, status);
      const { status: code, body } = await get(
        `/api/triggers/${TRIGGER}/ledger/items?itemKey=claim-4471`,
      );
      expect(code).toBe(200);
      expect(body.unavailable).toMatchObject({
        reason: "not_exposed",
        command: `fruxon triggers ledger items ${TRIGGER} --item-key claim-4471 -o json`,
      });
    }
    api.answer = () => json({ title: "down" }, 503);
    expect(
      (await get(`/api/triggers/${TRIGGER}/ledger/batches`)).status,
    ).toBeGreaterThanOrEqual(500);
  });

  it("refuses ids that are not ids, and an item key with control characters", async () => {
    expect((await get("/api/triggers/a:b/ledger/passes")).status).toBe(400);
    expect(
      (await get(`/api/triggers/${TRIGGER}/ledger/items/..%2Fx/transitions`))
        .status,
    ).toBe(400);
    expect(
      (await get(`/api/triggers/${TRIGGER}/ledger/items?itemKey=a%0Ab`)).status,
    ).toBe(400);
    expect(api.seen).toEqual([]);
  });

  it("reads the run's approvals for every status, narrowed to the run, and their audit events", async () => {
    api.answer = (url) =>
      url.pathname.endsWith("/auditEvents")
        ? json({
            items: [
              { id: "e1", approvalRequestId: "ap1", eventType: "RESPONDED" },
            ],
          })
        : json({
            items: [
              {
                id: `ap-${url.searchParams.get("status")}`,
                executionRecordId: RUN,
                status: url.searchParams.get("status"),
              },
              { id: "other", executionRecordId: "someone-else" },
            ],
          });
    const { body } = await get(`/api/agents/support/runs/${RUN}/approvals`);
    expect((body.items as { id: string }[]).map((item) => item.id)).toEqual([
      "ap-PENDING",
      "ap-RESPONDED",
      "ap-CANCELLED",
      "ap-EXPIRED",
    ]);
    expect(
      api.seen.every(
        (url) =>
          url.pathname === "/v1/tenants/acme/agents/support/pendingApprovals",
      ),
    ).toBe(true);
    await get("/api/agents/support/approvals/ap1/audit-events");
    expect(api.seen.at(-1)!.pathname).toBe(
      "/v1/tenants/acme/agents/support/pendingApprovals/ap1/auditEvents",
    );
  });
});
