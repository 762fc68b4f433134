/** The proxy app on a real loopback socket, for server tests that need real HTTP. */
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";

export interface ServedApp {
  base: string;
  port: number;
  close(): Promise<void>;
}

export function serveApp(
  app: Hono,
  hostname = "127.0.0.1",
): Promise<ServedApp> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname, port: 0 },
      (info: AddressInfo) =>
        resolve({
          base: `http://${hostname}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              if ("closeAllConnections" in server) server.closeAllConnections();
              server.close(() => done());
            }),
        }),
    );
  });
}
