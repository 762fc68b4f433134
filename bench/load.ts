/**
 * `npm run bench -- load`: 200 browsers at once asking the real proxy for one large saved
 * trace in `--traces` mode. Every download must arrive whole (errors: 0) and the proxy's
 * memory must stay bounded: it sends the file as it is (decision 1102), so its resident
 * memory grows with the number of open streams (a few 64 KiB chunks each), not with
 * clients × trace size. Before that decision 60 such requests of a 62 MB trace took it to
 * 4.8 GB and 100 crashed it.
 *
 * Approach: a generated ≈ 50 MB trace is written to a temporary folder as the API answers
 * it; the bundled proxy (`npm start`'s `dist-server/main.mjs`) serves that folder on a free
 * port as a child process, so its pid is the proxy's own. After one warm-up request (which
 * builds the folder index), its RSS is sampled every ~5 ms on a worker thread while 200
 * concurrent fetches read the body to the end, counting bytes; a small `/api/agents` request
 * made in the middle of the load shows the proxy still answers others.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildLargeTrace, BENCH_AGENT } from "./large-run";
import { runOfSteps } from "./bench-data";
import { check, measured, meetsTarget, type Measurement } from "./measurement";
import { startProxy } from "./proxy";
import { readRssKiB, startRssSampler } from "./rss-sampler";

const CLIENTS = 200;
/** ≈ 50 MB of trace JSON. */
const STEPS = 77_000;
/**
 * Peak RSS growth allowed during the load. 200 streams × a few 64 KiB chunks in flight
 * (file read buffers, socket buffers) is tens of MB; a proxy that holds the body per request
 * needs clients × 50 MB.
 */
const MAX_RSS_GROWTH_MB = 256;

export async function benchLoad(clients = CLIENTS): Promise<Measurement[]> {
  const folder = mkdtempSync(join(tmpdir(), "tracelens-bench-load-"));
  const runId = `bench-load-${STEPS}`;
  const { envelope } = buildLargeTrace({
    ...runOfSteps(STEPS),
    id: runId,
    start: Date.UTC(2026, 10, 1, 8),
  });
  const text = JSON.stringify(envelope);
  writeFileSync(join(folder, `${runId}.json`), text);
  const bytes = Buffer.byteLength(text);
  const size = `${clients} clients, ${(bytes / 1e6).toFixed(1)} MB trace`;
  const proxy = await startProxy(["--traces", folder]);
  try {
    const url = `${proxy.url}/api/agents/${BENCH_AGENT}/runs/${runId}/trace`;
    check(
      (await download(url)) === bytes,
      "the warm-up request got the whole trace",
    );
    const before = readRssKiB(proxy.pid);
    const sampler = await startRssSampler(proxy.pid);
    const started = performance.now();
    let listMs = -1;
    const listing = new Promise<void>((resolve) =>
      setTimeout(() => {
        const asked = performance.now();
        void fetch(`${proxy.url}/api/agents`)
          .then((response) => response.arrayBuffer())
          .then(() => (listMs = performance.now() - asked))
          .finally(resolve);
      }, 500),
    );
    const received = await Promise.all(
      Array.from({ length: clients }, () => download(url).catch(() => -1)),
    );
    const allMs = performance.now() - started;
    await listing;
    const { peakKiB, samples } = await sampler.stop();
    check(samples >= 5, `the RSS sampler ran (${samples} samples)`);
    check(listMs >= 0, "the list request during the load was answered");
    const failed = received.filter((count) => count !== bytes).length;
    return [
      measured({
        name: "load: downloads that failed or arrived cut",
        size,
        unit: "count",
        samples: [failed],
        target: { max: 0 },
      }),
      measured({
        name: "load: proxy peak RSS growth during the downloads",
        size,
        unit: "MB",
        samples: [Math.max(0, peakKiB - before) / 1024],
        target: { max: MAX_RSS_GROWTH_MB },
      }),
      measured({
        name: "load: proxy peak RSS",
        size,
        unit: "MB",
        samples: [peakKiB / 1024],
      }),
      measured({
        name: "load: all downloads complete",
        size,
        unit: "ms",
        samples: [allMs],
      }),
      measured({
        name: "load: /api/agents answered during the downloads",
        size,
        unit: "ms",
        samples: [listMs],
      }),
    ];
  } finally {
    proxy.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Reads a body to the end; the number of bytes received. */
async function download(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) {
    await response.body?.cancel();
    return -1;
  }
  const reader = response.body!.getReader();
  let count = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return count;
    count += value.byteLength;
  }
}

/** `npx tsx bench/load.ts [clients]`: the rows alone (200 clients unless told). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(
    (await benchLoad(Number(process.argv[2] ?? CLIENTS))).map((row) => ({
      name: row.name,
      size: row.size,
      value: `${row.value.toFixed(1)} ${row.unit}`,
      ok: meetsTarget(row) ?? "",
    })),
  );
}
