import { afterEach, describe, expect, it, vi } from "vitest";
import record from "../../fixtures/fruxon/record.json";
import recordList from "../../fixtures/fruxon/record-list.json";
import { previousRunQueryOptions, runKeys, runQueryOptions } from "./queries";
import { createQueryClient } from "./query-client";
import { RUN_PAGE_SIZE } from "./runs";
import { stubFetch } from "./testing/stub-fetch";

afterEach(() => vi.unstubAllGlobals());

const AGENT = "invoice_intake";
const RUN = record.id;
const until = String(record.startTime - 1);

describe("query options", () => {
  it("finds the run before through the runs list, and caches the page it read as a list", async () => {
    const listPath = `/api/agents/${AGENT}/runs?pageSize=${RUN_PAGE_SIZE}&until=${until}&session=${record.sessionId}`;
    const requested = stubFetch({
      [`/api/agents/${AGENT}/runs/${RUN}`]: { json: record },
      // The run's own trace is not needed to find the one before; its 404 is reported, not thrown.
      [listPath]: {
        json: { ...recordList, items: recordList.items.slice(1) },
      },
    });
    const client = createQueryClient();
    const choice = await client.fetchQuery(previousRunQueryOptions(AGENT, RUN));
    expect(choice.run?.id).toBe(recordList.items[1]!.id);
    expect(choice.scope).toBe("session");
    expect(requested).toContain(listPath);
    expect(
      client.getQueryData(
        runKeys.list(AGENT, { until, session: record.sessionId }),
      ),
    ).toBeDefined();
    // The run itself was loaded once, under the key the run page reads.
    expect(
      client.getQueryData(runQueryOptions(AGENT, RUN).queryKey),
    ).toBeDefined();
  });
});
