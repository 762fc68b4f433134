/**
 * The presence room over real sockets: one client (one remote address) cannot fill it.
 * Loopback answers from any 127.0.0.0/8 address, so each address below is one machine.
 */
import { request, type ClientRequest } from "node:http";
import { afterEach, expect, it } from "vitest";
import { createPresenceHub } from "./presence/presence-hub";
import { notesAppFor } from "./testing/notes-app";
import { serveApp, type ServedApp } from "./testing/serve-app";

interface Opened {
  status: number;
  body: string;
  close(): void;
}

const open: ClientRequest[] = [];
let served: ServedApp | null = null;

afterEach(async () => {
  for (const req of open.splice(0)) req.destroy();
  await served?.close();
  served = null;
});

/** Opens an event stream from `localAddress`; resolves once its status is in. */
function openStream(port: number, localAddress: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        path: "/api/presence/events?name=Someone",
        headers: { host: `127.0.0.1:${port}` },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 200)
          return resolve({ status, body: "", close: () => req.destroy() });
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status, body, close: () => {} }));
      },
    );
    req.on("error", reject);
    req.end();
    open.push(req);
  });
}

it("lets one machine hold only its share of the room, so a colleague still gets in", async () => {
  const hub = createPresenceHub();
  served = await serveApp(notesAppFor({ presence: hub }));
  const port = served.port;
  // One client opens streams (and never reads them) until refused, up to a whole room.
  const greedy: Opened[] = [];
  let refusal: Opened | null = null;
  while (!refusal && greedy.length < 100) {
    const stream = await openStream(port, "127.0.0.2");
    if (stream.status === 200) greedy.push(stream);
    else refusal = stream;
  }
  expect(greedy.length).toBeLessThan(100);
  expect(refusal?.status).toBe(429);
  expect(refusal?.body).toMatch(/close some Tracelens tabs/);

  const colleague = await openStream(port, "127.0.0.3");
  expect(colleague.status).toBe(200);

  // The share is freed as its streams close.
  greedy[0]!.close();
  await expect
    .poll(async () => {
      const again = await openStream(port, "127.0.0.2");
      again.close();
      return again.status;
    })
    .toBe(200);
});

it("still caps the room as a whole", async () => {
  const hub = createPresenceHub({ maxPeople: 4, maxPerClient: 2 });
  served = await serveApp(notesAppFor({ presence: hub }));
  const port = served.port;
  for (const address of ["127.0.0.2", "127.0.0.3"])
    for (let i = 0; i < 2; i++)
      expect((await openStream(port, address)).status).toBe(200);
  const fifth = await openStream(port, "127.0.0.4");
  expect(fifth.status).toBe(503);
  expect(fifth.body).toMatch(/room is full/);
});
