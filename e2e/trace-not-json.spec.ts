/**
 * Contract: through the real proxy, a trace the Fruxon API answers with a 200 whose body is
 * not JSON (an HTML page inside it), delivered whole in one chunk, reads as "not valid
 * JSON" with where it breaks and how it starts — never as a body cut short or a broken
 * connection; one that ends mid-document reads as cut short. Findings are not computed.
 *
 * The real proxy is started against a fake Fruxon API on loopback.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { expect, test } from "./support/test";
import {
  answerWith,
  recordedBody,
  startFakeUpstream,
  type FakeUpstream,
} from "../server/testing/fake-upstream";
import { spawnProxy, type SpawnedProxy } from "../server/testing/spawn-proxy";

const TOKEN = "fx_pat_E2eTraceNotJson0123456789";
const RECORD = JSON.parse(recordedBody("record.json").toString()) as {
  id: string;
  agentId: string;
  startTime: number;
};
/** The recorded run, finished: a live run would poll and read its trace again. */
const FINISHED_RECORD = JSON.stringify({
  ...RECORD,
  status: "COMPLETED",
  endTime: RECORD.startTime + 60_000,
});
const RUN_PAGE = `/agents/${RECORD.agentId}/runs/${RECORD.id}`;

let upstream: FakeUpstream;
let proxy: SpawnedProxy;
test.beforeAll(async () => {
  upstream = await startFakeUpstream();
  proxy = await spawnProxy(
    ["--port", "0", "--fruxon-url", upstream.baseUrl, "--tenant", "acme"],
    { FRUXON_TOKEN: TOKEN },
  );
  expect(proxy.url).not.toBeNull();
});
test.afterAll(async () => {
  await proxy.stop();
  await upstream.close();
});

/** The recorded API, with the run's trace answered as `trace` (one chunk, its length declared). */
function apiWithTrace(trace: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path.endsWith(":trace"))
      return answerWith(200, trace, {
        "content-length": String(Buffer.byteLength(trace)),
      })(req, res);
    if (path.endsWith(`/executionRecords/${RECORD.id}`))
      return answerWith(200, FINISHED_RECORD)(req, res);
    if (path.endsWith("/auth/health"))
      return answerWith(200, recordedBody("auth-health.json"))(req, res);
    if (path.endsWith("/agents"))
      return answerWith(200, recordedBody("agents.json"))(req, res);
    answerWith(404, recordedBody("problem.404-unknown-run.json"))(req, res);
  };
}

// The proxy's 502 for the trace, and the 404s of the context the fake does not serve.
test.use({
  allowConsoleErrors: [/status of (404|502)|Failed to load resource/],
});

test("an HTML page inside a 200 reads as not valid JSON, where it breaks and how it starts", async ({
  page,
}) => {
  upstream.answer(
    apiWithTrace(
      '{"status": "COMPLETED", "trace": <html><body>Sign in</body></html>',
    ),
  );
  await page.goto(proxy.url + RUN_PAGE);
  const alert = page.getByRole("alert").filter({ hasText: "trace" });
  await expect(alert).toContainText("is not valid JSON");
  await expect(alert).toContainText("found '<' at byte 33");
  await expect(alert).toContainText('It starts with “{"status": "COMPLETED"');
  await expect(alert).not.toContainText("cut short");
  await expect(alert).not.toContainText("connection");
  await expect(page.getByRole("region", { name: "Findings" })).toContainText(
    "Findings could not be computed",
  );
  await page.screenshot({ path: "test-results/trace-not-json-proxy.png" });
});

test("a body that ends mid-document reads as cut short", async ({ page }) => {
  upstream.answer(
    apiWithTrace('{"status": "COMPLETED", "trace": {"traces": [{"id": "a"'),
  );
  await page.goto(proxy.url + RUN_PAGE);
  const alert = page.getByRole("alert").filter({ hasText: "trace" });
  await expect(alert).toContainText("cut short");
  await expect(alert).not.toContainText("not valid JSON");
});
