/**
 * `npm start` as a process: the listening line stays exactly as scripts expect, and a
 * shared proxy prints its link with a fresh key beside it, answers nothing without the
 * key, and takes the link.
 */
import { afterEach, describe, expect, it } from "vitest";
import { spawnProxy, type SpawnedProxy } from "./testing/spawn-proxy";

let running: SpawnedProxy | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

describe("npm start", () => {
  it("prints the listening line alone on loopback", async () => {
    running = await spawnProxy(["--port", "0"]);
    expect(running.stdout).toMatch(
      /^Tracelens listening on http:\/\/127\.0\.0\.1:\d+\n/m,
    );
    // What it never printed is judged once it has stopped and all it wrote is read.
    await running.stop();
    expect(running.stdout).not.toContain("shared at");
    expect(running.stderr).not.toMatch(/warning/);
  }, 60_000);

  it("--share prints the link with a new key, and nothing is served without it", async () => {
    running = await spawnProxy([
      "--share",
      "--host",
      "127.0.0.1",
      "--port",
      "0",
    ]);
    const url = running.url!;
    const link = new RegExp(
      `^Tracelens shared at ${url.replace(/[.]/g, "\\.")}/\\?key=([\\w-]{32})$`,
      "m",
    ).exec(running.stdout);
    expect(link).not.toBeNull();
    expect((await fetch(`${url}/api/agents`)).status).toBe(401);
    expect((await fetch(`${url}/`)).status).toBe(401);
    const opened = await fetch(`${url}/?key=${link![1]}`);
    expect(opened.status).toBe(200);
    const cookie = opened.headers.get("set-cookie")!.split(";")[0]!;
    expect(
      (await fetch(`${url}/api/agents`, { headers: { cookie } })).status,
    ).toBe(200);
    const again = await spawnProxy([
      "--share",
      "--host",
      "127.0.0.1",
      "--port",
      "0",
    ]);
    try {
      expect(again.stdout).toMatch(/\?key=/);
      expect(again.stdout).not.toContain(link![1]);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it("warns on a wildcard bind and prints a link to share", async () => {
    running = await spawnProxy(["--host", "0.0.0.0", "--port", "0"]);
    // Printed before the listening line, on another pipe: it may be read after it.
    await expect
      .poll(() => running!.stderr, { timeout: 20_000 })
      .toMatch(/warning: --host 0\.0\.0\.0 is reachable from the network/);
    expect(running.stdout).toMatch(
      /^Tracelens listening on http:\/\/0\.0\.0\.0:\d+$/m,
    );
    expect(running.stdout).toMatch(
      /^Tracelens shared at http:\/\/[\d.]+:\d+\/\?key=/m,
    );
    const port = new URL(running.url!).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/agents`)).status).toBe(
      401,
    );
  }, 60_000);
});
