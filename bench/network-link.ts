/**
 * A TCP link of fixed bandwidth in front of a server: what stands between this machine
 * and the Fruxon API in real use. Loopback moves 50 MB in ≈ 50 ms, faster than any network
 * an upstream is reached over, which would make any second hop look expensive; behind a
 * link of realistic bandwidth, a streaming relay should add only its pipeline delay.
 */
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

export interface NetworkLink {
  /** `http://127.0.0.1:PORT`: the server, reached through the link. */
  url: string;
  close(): Promise<void>;
}

export function startNetworkLink(
  target: string,
  bytesPerSecond: number,
): Promise<NetworkLink> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    throttle(upstream, client, bytesPerSecond);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port: linkPort } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${linkPort}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Copies `from` → `to` no faster than `bytesPerSecond`: each chunk books the link for its
 * transmission time from when the link is next free (no credit builds up while idle, so a
 * response after a pause is paced like the first), and `from` pauses until then.
 */
function throttle(from: Socket, to: Socket, bytesPerSecond: number): void {
  let freeAt = 0;
  from.on("data", (chunk: Buffer) => {
    const now = performance.now();
    freeAt = Math.max(freeAt, now) + (chunk.length / bytesPerSecond) * 1000;
    const wait = freeAt - now;
    if (wait >= 1) {
      from.pause();
      setTimeout(() => {
        to.write(chunk);
        from.resume();
      }, wait);
    } else {
      to.write(chunk);
    }
  });
  from.on("end", () =>
    setTimeout(() => to.end(), Math.max(0, freeAt - performance.now())),
  );
}
