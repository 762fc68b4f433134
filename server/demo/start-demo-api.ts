/** Starts the demo API on a free loopback port; the proxy then talks to it over HTTP. */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { DemoDataSet } from "./dataset";
import { createDemoApi } from "./demo-api";
import { generateDemoDataSet } from "./generate";

export interface RunningDemoApi {
  baseUrl: string;
  tenantId: string;
  close(): Promise<void>;
}

export function startDemoApi(now = Date.now()): Promise<RunningDemoApi> {
  return startEmbeddedApi(generateDemoDataSet({ now }));
}

/** The embedded Fruxon-compatible API over any data set (the benchmark serves its own). */
export function startEmbeddedApi(data: DemoDataSet): Promise<RunningDemoApi> {
  const app = createDemoApi(data);
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname: "127.0.0.1", port: 0 },
      (info: AddressInfo) => {
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          tenantId: data.tenantId,
          close: () => new Promise((done) => server.close(() => done())),
        });
      },
    );
  });
}
