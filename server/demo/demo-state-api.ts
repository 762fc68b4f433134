/**
 * The demo API's state calls, at the paths and in the shapes docs/reference/fruxon-state.md
 * describes: an agent's memories, a trigger, a ledger's items (by `itemKey`), an item's
 * transitions, open batches, passes and exclusion reasons, and approvals (by `status`)
 * with their audit events. A trigger without a ledger answers 404 on the ledger paths, as
 * an API that does not expose them would.
 */
import type { Context, Hono } from "hono";
import type { WireObject } from "./dataset";
import { problem, queryParam } from "./demo-http";
import type { DemoState } from "./state/state-data";

export function mountStateApi(app: Hono, base: string, data: DemoState): void {
  const notFound = (c: Context, detail: string) =>
    problem(c.req.path, 404, "Not Found", detail);
  const ledgerOf = (c: Context) =>
    data.ledgers.get(c.req.param("trigger") ?? "") ?? null;

  app.get(`${base}/agents/:agent/memories`, (c) =>
    c.json(page(data.memories.get(c.req.param("agent")) ?? [])),
  );
  app.get(`${base}/agents/:agent/pendingApprovals`, (c) => {
    const status = (queryParam(c, "status") ?? "PENDING").toUpperCase();
    return c.json(
      page(
        data.approvals.filter(
          (item) =>
            item.agentId === c.req.param("agent") && item.status === status,
        ),
      ),
    );
  });
  app.get(`${base}/agents/:agent/pendingApprovals/:approval/auditEvents`, (c) =>
    c.json(page(data.auditEvents.get(c.req.param("approval")) ?? [])),
  );
  app.get(`${base}/triggers/:trigger`, (c) => {
    const trigger = data.triggers.find(
      (item) => item.id === c.req.param("trigger"),
    );
    return trigger ? c.json(trigger) : notFound(c, "No trigger with this id.");
  });
  app.get(`${base}/triggers/:trigger/ledger/items`, (c) => {
    const ledger = ledgerOf(c);
    if (!ledger) return notFound(c, "No ledger resource.");
    const itemKey = queryParam(c, "itemKey");
    return c.json(
      page(ledger.items.filter((item) => !itemKey || item.itemKey === itemKey)),
    );
  });
  app.get(`${base}/triggers/:trigger/ledger/items/:item/transitions`, (c) => {
    const ledger = ledgerOf(c);
    if (!ledger) return notFound(c, "No ledger resource.");
    return c.json(page(ledger.transitions.get(c.req.param("item")) ?? []));
  });
  for (const part of ["batches", "passes", "exclusions"] as const)
    app.get(`${base}/triggers/:trigger/ledger/${part}`, (c) => {
      const ledger = ledgerOf(c);
      return ledger
        ? c.json(page(ledger[part]))
        : notFound(c, "No ledger resource.");
    });
}

function page(items: WireObject[]) {
  return { items, nextPageToken: null, totalCount: items.length };
}
