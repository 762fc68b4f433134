/**
 * Asks the demo API every question it can answer — every agent, run (record, trace, result,
 * tree), topic, session page, withheld message, takeover, memory, trigger, ledger part and
 * approval, plus the error answers — and returns each response as sent (status, content
 * type, body). The fingerprint test hashes them, so a change to the demo's data or to how
 * it is built shows up as a changed response, whichever file it came from.
 */
import type { DemoDataSet } from "../dataset";
import { createDemoApi, DEMO_TOKEN } from "../demo-api";

export interface CrawledResponse {
  /** Which part of the API answered (the fingerprint is kept per group). */
  group:
    "directory" | "records" | "traces" | "conversations" | "state" | "errors";
  path: string;
  status: number;
  contentType: string;
  body: string;
}

export async function crawlDemoApi(
  data: DemoDataSet,
): Promise<CrawledResponse[]> {
  const app = createDemoApi(data);
  const base = `/v1/tenants/${data.tenantId}`;
  const out: CrawledResponse[] = [];
  const get = async (
    group: CrawledResponse["group"],
    path: string,
    init: RequestInit = { headers: { authorization: `Bearer ${DEMO_TOKEN}` } },
  ) => {
    const response = await app.request(path, init);
    const body = await response.text();
    out.push({
      group: response.status >= 400 ? "errors" : group,
      path,
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body,
    });
    return response.status === 200 ? (JSON.parse(body) as unknown) : null;
  };

  await get("errors", `${base}/agents`, { headers: {} });
  await get("errors", `/v1/tenants/another-tenant/agents`);
  await get("errors", `${base}/agents`, {
    method: "POST",
    headers: { authorization: `Bearer ${DEMO_TOKEN}` },
  });
  await get("errors", `${base}/no-such-resource`);
  await get("directory", `${base}/auth/health`);
  await get("directory", `${base}/agents`);
  await get("directory", `${base}/participants`);

  const agentIds = [...data.agents.map((agent) => String(agent.id)), "nobody"];
  for (const agent of agentIds) {
    const at = `${base}/agents/${agent}`;
    await get("directory", at);
    await get("directory", `${base}/participants?agentId=${agent}`);
    await get("records", `${at}/executionRecords?PageSize=500`);
    await get("records", `${at}/execution-records?pageSize=3&pageToken.skip=2`);
    await get("records", `${at}/executionRecords?Status=FAILED,COMPLETED`);
    await get("records", `${at}/executionRecords?WithToolErrors=true`);
    await get("state", `${at}/memories`);
    for (const status of ["PENDING", "approved", "REJECTED"])
      await get("state", `${at}/pendingApprovals?status=${status}`);
    await get("conversations", `${at}/escalationPolicy`);
    await get("conversations", `${base}/messages?agentId=${agent}`);
    const topics = (await get(
      "conversations",
      `${at}/topics?PageSize=500`,
    )) as { items: { id: string; participantId: string }[] } | null;
    for (const topic of topics?.items ?? []) {
      const path = `${at}/topics/${topic.id}`;
      await get(
        "conversations",
        `${at}/topics?participantId=${topic.participantId}`,
      );
      await get("conversations", path);
      await get("conversations", `${path}/sessions`);
      // Every page of the turns: D13's topic holds 2,000+.
      for (let skip = 0, more = true; more; skip += 500) {
        const turns = (await get(
          "conversations",
          `${path}/messages?PageSize=500&PageToken.Skip=${skip}`,
        )) as { nextPageToken: string | null } | null;
        more = turns?.nextPageToken != null;
      }
    }
  }

  for (const run of data.runs) {
    const at = `${base}/agents/${String(run.record.agentId)}/executionRecords/${String(run.record.id)}`;
    await get("records", at);
    await get("traces", `${at}:trace`);
    await get("traces", `${at}:result`);
    await get("traces", `${at}/tree`);
    const participant = run.record.participantId;
    if (typeof participant === "string")
      await get(
        "records",
        `${base}/agents/${String(run.record.agentId)}/executionRecords?ParticipantId=${participant}`,
      );
  }

  await get("conversations", `${base}/messages`);
  await get("conversations", `${base}/messages?delivery=WITHHELD`);
  const addresses = new Set(
    (data.conversations?.takeovers ?? []).map((item) => String(item.address)),
  );
  for (const address of addresses)
    await get(
      "conversations",
      `${base}/escalations/history?address=${encodeURIComponent(address)}`,
    );

  const state = data.state;
  for (const approval of state?.approvals ?? [])
    await get(
      "state",
      `${base}/agents/${String(approval.agentId)}/pendingApprovals/${String(approval.id)}/auditEvents`,
    );
  for (const trigger of state?.triggers ?? []) {
    const at = `${base}/triggers/${String(trigger.id)}`;
    await get("state", at);
    for (const part of ["batches", "passes", "exclusions"])
      await get("state", `${at}/ledger/${part}`);
    const items = (await get("state", `${at}/ledger/items`)) as {
      items: { id: string; itemKey: string }[];
    } | null;
    for (const item of items?.items ?? []) {
      await get("state", `${at}/ledger/items?itemKey=${item.itemKey}`);
      await get("state", `${at}/ledger/items/${item.id}/transitions`);
    }
  }
  return out;
}
