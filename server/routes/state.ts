/**
 * The state a run decided from, read-only (docs/reference/fruxon-state.md): an agent's
 * memories, a trigger, its ledger (an item by key, an item's transitions, open batches,
 * passes, exclusion reasons), and a run's approvals with their audit events. Every id is
 * validated like a run id; `itemKey` is the only query param read (bounded, printable), and
 * nothing else reaches the source. Answers are the source's wire JSON, or `{unavailable}`
 * where it does not expose a part.
 */
import { Hono } from "hono";
import type { RunSource } from "../sources/run-source";
import { SourceError } from "../sources/source-error";
import { idParam } from "./params";

/** An item key is a query value (encoded when forwarded): bounded, printable. */
const ITEM_KEY = /^[^\p{Cc}]{1,256}$/u;

export function stateRoutes(source: RunSource): Hono {
  const routes = new Hono();
  const trigger = (c: Parameters<typeof idParam>[0]) =>
    idParam(c, "triggerId", "trigger");

  routes.get("/agents/:agentId/memories", async (c) =>
    c.json(await source.listMemories(idParam(c, "agentId"))),
  );
  routes.get("/agents/:agentId/runs/:runId/approvals", async (c) =>
    c.json(
      await source.listRunApprovals(idParam(c, "agentId"), idParam(c, "runId")),
    ),
  );
  routes.get("/agents/:agentId/approvals/:approvalId/audit-events", async (c) =>
    c.json(
      await source.listApprovalAuditEvents(
        idParam(c, "agentId"),
        idParam(c, "approvalId", "approval"),
      ),
    ),
  );
  routes.get("/triggers/:triggerId", async (c) =>
    c.json(await source.getTrigger(trigger(c))),
  );
  routes.get("/triggers/:triggerId/ledger/items", async (c) => {
    const itemKey = c.req.query("itemKey");
    if (itemKey !== undefined && !ITEM_KEY.test(itemKey))
      throw new SourceError("bad_request", "itemKey= is not a valid item key.");
    return c.json(
      await source.listLedgerItems(trigger(c), itemKey || undefined),
    );
  });
  routes.get(
    "/triggers/:triggerId/ledger/items/:itemId/transitions",
    async (c) =>
      c.json(
        await source.listLedgerTransitions(
          trigger(c),
          idParam(c, "itemId", "ledger item"),
        ),
      ),
  );
  routes.get("/triggers/:triggerId/ledger/batches", async (c) =>
    c.json(await source.listLedgerBatches(trigger(c))),
  );
  routes.get("/triggers/:triggerId/ledger/passes", async (c) =>
    c.json(await source.listLedgerPasses(trigger(c))),
  );
  routes.get("/triggers/:triggerId/ledger/exclusions", async (c) =>
    c.json(await source.listLedgerExclusions(trigger(c))),
  );
  return routes;
}
