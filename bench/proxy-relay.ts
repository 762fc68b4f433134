/**
 * The proxy as a relay of large bodies: what opening a 50 MB trace through the proxy costs
 * over fetching it straight from the API, and whether the proxy's memory grows with the
 * body (it must not: the trace is streamed through, decision 0007).
 *
 * Approach: the embedded Fruxon-compatible API runs in this process over a generated data
 * set; the real proxy (`server/main.ts`) runs as a child `node` process pointed at it with
 * the demo token, so the child's pid is the proxy's own and `/proc/<pid>/status` is its
 * memory. Timings alternate direct and proxied fetches of the whole body (7 each, after
 * untimed warm-up passes, bytes counted against the expected length, this process's garbage
 * collected before each). Memory is sampled on a worker thread every ~5 ms, so the sampler
 * keeps ticking while this thread is busy serialising the body; each memory sample uses a
 * fresh proxy, since a heap already grown by an earlier transfer would hide the growth of
 * the next one.
 *
 * The embedded API serialises the trace with `c.json` on every request, in both paths. That
 * is deliberate: a real API also has to produce the body, and the question is what the
 * relay adds to the wait a user has anyway. It is also most of the direct time (≈ 260 ms of
 * ≈ 320 ms pass before the first byte): the relay's own cost shows in the body phase, where
 * the API has the whole body written and the proxy must keep up with the client.
 *
 * Timings are taken twice: on bare loopback, and with the API behind a 1 Gbit/s link
 * (`network-link.ts`), the way it is reached in real use; the target applies to the second.
 *
 * Sizes: bodies in MB of 10^6 bytes (as the labels read); RSS in MiB (/proc reports KiB).
 */
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { DEMO_TOKEN } from "../server/demo/demo-api";
import { startEmbeddedApi } from "../server/demo/start-demo-api";
import { BenchDataSet, runOfSteps } from "./bench-data";
import { BENCH_AGENT, BENCH_TENANT } from "./large-run";
import { check, measured, meetsTarget, type Measurement } from "./measurement";
import { startNetworkLink } from "./network-link";
import { startProxy as startProxyProcess } from "./proxy";
import { readRssKiB, startRssSampler } from "./rss-sampler";

/** ≈ 50 MB and ≈ 5 MB of trace JSON. */
const LARGE_STEPS = 77_000;
const SMALL_STEPS = 7_700;
/** ≈ 65 KB: warms the relay's code path in a fresh proxy before its memory is measured. */
const WARM_UP_STEPS = 101;
const TIME_SAMPLES = 7;
const WARM_UP_PASSES = 3;
const MEMORY_SAMPLES = 5;
const MAX_ADDED_LATENCY_PERCENT = 10;
/**
 * The link the target is measured behind: 1 Gbit/s, a fast office or datacenter network.
 * On bare loopback (reported too, without a target) the second hop copies 50 MB at memory
 * speed and costs ≈ 10–25 % of a 0.3 s fetch on this 2-core machine, whatever the relay
 * does (a bare `http` pipe measured the same).
 */
const LINK_BYTES_PER_SECOND = 125_000_000;
const LINK_LABEL = "API behind a 1 Gbit/s link";
/**
 * How much more the proxy may grow for the 50 MB body than for the 5 MB one. A streaming
 * relay holds only a few chunks in flight, but every relayed chunk is an ArrayBuffer outside
 * the JS heap (two per chunk with fetch: the socket read and undici's copy), freed only at
 * the next collection, and V8 starts one about every 32 MiB of such memory (three scavenges
 * per 50 MB transfer under `--trace-gc`). So the peak carries up to one interval of dead
 * chunks for any body past ~16 MB, which a 5 MB body (~10 MiB of chunks) never reaches.
 * Measured growth, 6 fresh proxies each: 5 MB → 2–15 MiB, 50 MB → 19–39 MiB, 100 MB →
 * 27–36 MiB: a plateau, not a slope. The tolerance is that one interval, 32 MiB. A buffering
 * relay holds the text, the parsed object and the re-serialised text at once: ≥ 2 × 45 MB
 * more for the larger body (measured before decision 0007: +300 MiB).
 */
const RSS_TOLERANCE_MB = 32;

interface Body {
  id: string;
  bytes: number;
  label: string;
}

export async function benchProxyRelay(): Promise<Measurement[]> {
  const data = new BenchDataSet();
  const large = data.add(runOfSteps(LARGE_STEPS));
  const small = data.add(runOfSteps(SMALL_STEPS));
  const warmUp = data.add(runOfSteps(WARM_UP_STEPS));
  const bodyOf = (id: string): Body => {
    const run = data.runs.find((candidate) => candidate.record.id === id);
    check(run?.trace, `run ${id} has a trace`);
    const bytes = Buffer.byteLength(JSON.stringify(run.trace), "utf8");
    return { id, bytes, label: `${(bytes / 1e6).toFixed(1)} MB body` };
  };
  const largeBody = bodyOf(large.id);
  const smallBody = bodyOf(small.id);
  const warmUpBody = bodyOf(warmUp.id);
  const api = await startEmbeddedApi(data.toDataSet());
  try {
    const proxied = (proxyUrl: string, body: Body) =>
      `${proxyUrl}/api/agents/${BENCH_AGENT}/runs/${body.id}/trace`;
    const timing = (upstreamUrl: string) =>
      measureAddedLatency(upstreamUrl, largeBody);
    const loopback = await timing(api.baseUrl);
    const link = await startNetworkLink(api.baseUrl, LINK_BYTES_PER_SECOND);
    const overLink = await timing(link.url).finally(() => link.close());

    const smallGrowth: number[] = [];
    const largeGrowth: number[] = [];
    for (let sample = 0; sample < MEMORY_SAMPLES; sample++) {
      for (const [body, growth] of [
        [smallBody, smallGrowth],
        [largeBody, largeGrowth],
      ] as const) {
        const proxy = await startProxy(api.baseUrl);
        try {
          // JIT, lazy state and the first socket buffers, before the baseline is taken.
          for (let warm = 0; warm < 3; warm++)
            await consume(proxied(proxy.url, warmUpBody), warmUpBody);
          growth.push(
            await rssGrowth(proxy.pid, () =>
              consume(proxied(proxy.url, body), body),
            ),
          );
        } finally {
          proxy.stop();
        }
      }
    }

    return [
      ...latencyRows(loopback, largeBody, "loopback, API on this machine"),
      ...latencyRows(
        overLink,
        largeBody,
        LINK_LABEL,
        MAX_ADDED_LATENCY_PERCENT,
      ),
      measured({
        name: "proxy: peak RSS growth during the transfer",
        size: smallBody.label,
        unit: "MB",
        samples: smallGrowth,
      }),
      measured({
        name: "proxy: peak RSS growth during the transfer",
        size: largeBody.label,
        unit: "MB",
        samples: largeGrowth,
      }),
      measured({
        name: `RSS growth, ${largeBody.label.replace(" body", "")} vs ${smallBody.label}`,
        size: `${largeBody.label} vs ${smallBody.label.replace(" body", "")}`,
        unit: "MB",
        samples: largeGrowth.map((growth, i) => growth - smallGrowth[i]!),
        target: {
          max: RSS_TOLERANCE_MB,
          rule: `growth(large) − growth(small) ≤ ${RSS_TOLERANCE_MB} MB: memory does not scale with the body`,
        },
      }),
    ];
  } finally {
    await api.close();
  }
}

interface AddedLatency {
  directMs: number[];
  proxiedMs: number[];
  addedPercent: number[];
}

/**
 * The large body fetched straight from `upstreamUrl` and through a proxy pointed at it,
 * alternately, after untimed warm-up passes (JIT, connection pools, heap sizing).
 */
async function measureAddedLatency(
  upstreamUrl: string,
  body: Body,
): Promise<AddedLatency> {
  const direct = `${upstreamUrl}/v1/tenants/${BENCH_TENANT}/agents/${BENCH_AGENT}/executionRecords/${body.id}:trace`;
  const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
  const result: AddedLatency = {
    directMs: [],
    proxiedMs: [],
    addedPercent: [],
  };
  const proxy = await startProxy(upstreamUrl);
  const proxied = `${proxy.url}/api/agents/${BENCH_AGENT}/runs/${body.id}/trace`;
  try {
    for (let warm = 0; warm < WARM_UP_PASSES; warm++) {
      await consume(direct, body, auth);
      await consume(proxied, body);
    }
    for (let sample = 0; sample < TIME_SAMPLES; sample++) {
      await settle();
      const first = await timeAsync(() => consume(direct, body, auth));
      await settle();
      const second = await timeAsync(() => consume(proxied, body));
      result.directMs.push(first);
      result.proxiedMs.push(second);
      result.addedPercent.push(((second - first) / first) * 100);
    }
  } finally {
    proxy.stop();
  }
  return result;
}

function latencyRows(
  latency: AddedLatency,
  body: Body,
  where: string,
  maxPercent?: number,
): Measurement[] {
  const size = `${body.label}, ${where}`;
  return [
    measured({
      name: "trace body, fetched directly from the API",
      size,
      unit: "ms",
      samples: latency.directMs,
    }),
    measured({
      name: "trace body, fetched through the proxy",
      size,
      unit: "ms",
      samples: latency.proxiedMs,
    }),
    measured({
      name: "proxy: added latency, % of direct",
      size,
      unit: "%",
      samples: latency.addedPercent,
      ...(maxPercent !== undefined && { target: { max: maxPercent } }),
    }),
  ];
}

/** Fetches a body and reads it to the end, checking every byte arrived. */
async function consume(
  url: string,
  body: Body,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await fetch(url, { headers });
  check(response.ok, `GET ${url} answered ${response.status}`);
  check(
    /application\/json/.test(response.headers.get("content-type") ?? ""),
    `GET ${url} is JSON`,
  );
  const reader = response.body!.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  check(
    bytes === body.bytes,
    `GET ${url} delivered ${bytes} of ${body.bytes} bytes`,
  );
}

/**
 * Collects this process's garbage between samples. Each request leaves a 50 MB string (the
 * API's `c.json`) beside a data set of hundreds of MB; left alone, its collection lands in
 * whichever sample comes next, and its marking threads compete with the proxy for the cores.
 */
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

async function settle(): Promise<void> {
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function timeAsync(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Peak RSS growth (MiB) of a process while `transfer` runs. */
async function rssGrowth(
  pid: number,
  transfer: () => Promise<void>,
): Promise<number> {
  const sampler = await startRssSampler(pid);
  const before = readRssKiB(pid);
  await transfer();
  const { peakKiB, samples } = await sampler.stop();
  check(samples >= 5, `the RSS sampler ran (${samples} samples)`);
  return Math.max(0, peakKiB - before) / 1024;
}

/** The real proxy, pointed at `apiUrl` with the demo token. */
const startProxy = (apiUrl: string) =>
  startProxyProcess(["--fruxon-url", apiUrl, "--tenant", BENCH_TENANT], {
    FRUXON_TOKEN: DEMO_TOKEN,
  });

/** `npx tsx bench/proxy-relay.ts`: the rows alone. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(
    (await benchProxyRelay()).map((row) => ({
      name: row.name,
      size: row.size,
      value: `${row.value.toFixed(1)} ${row.unit}`,
      target: row.target?.max === undefined ? "" : `≤ ${row.target.max}`,
      ok: meetsTarget(row) ?? "",
      samples: row.samples.map((sample) => sample.toFixed(1)).join(" "),
    })),
  );
}
