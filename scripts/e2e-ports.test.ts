/**
 * The e2e suite runs only against the proxies it starts: playwright.config.ts never reuses
 * a server found on its ports, and stops, naming the port and TRACELENS_E2E_PORT_BASE, when
 * one is taken. The real config is loaded, on ports found free for the test.
 */
import { createServer, type Server } from "node:net";
import { afterEach, expect, it, vi } from "vitest";

const listening: Server[] = [];

afterEach(async () => {
  delete process.env.TRACELENS_E2E_PORT_BASE;
  await Promise.all(
    listening
      .splice(0)
      .map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

function listen(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => {
      listening.push(server);
      resolve(server);
    });
  });
}

async function isFree(port: number): Promise<boolean> {
  const server = await listen(port);
  if (!server) return false;
  listening.splice(listening.indexOf(server), 1);
  await new Promise((resolve) => server.close(resolve));
  return true;
}

/** A port with the two after it free, as the suite needs. */
async function freeBase(): Promise<number> {
  for (;;) {
    const probe = await listen(0);
    const address = probe?.address();
    if (!probe || !address || typeof address !== "object") continue;
    listening.splice(listening.indexOf(probe), 1);
    await new Promise((resolve) => probe.close(resolve));
    const base = address.port;
    if (base + 2 > 65535) continue;
    if ((await isFree(base + 1)) && (await isFree(base + 2))) return base;
  }
}

async function loadConfig(base: number) {
  process.env.TRACELENS_E2E_PORT_BASE = String(base);
  vi.resetModules();
  return (await import("../playwright.config")).default;
}

it("starts its own proxy on each port, and never reuses one already listening", async () => {
  const base = await freeBase();
  const servers = [(await loadConfig(base)).webServer ?? []].flat();
  expect(servers.map((server) => new URL(server.url ?? "").port)).toEqual(
    [base, base + 1, base + 2].map(String),
  );
  expect(servers.map((server) => server.reuseExistingServer)).toEqual([
    false,
    false,
    false,
  ]);
});

it("stops when a port is taken, naming it and the variable that moves the ports", async () => {
  const base = await freeBase();
  expect(await listen(base + 1)).not.toBeNull();
  await expect(loadConfig(base)).rejects.toThrow(
    `Port ${base + 1} (the saved-runs proxy) is already in use.`,
  );
  await expect(loadConfig(base)).rejects.toThrow(
    `TRACELENS_E2E_PORT_BASE=${base + 100} npm run e2e`,
  );
});
