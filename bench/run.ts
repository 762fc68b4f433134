/**
 * `npm run bench`: how fast Tracelens is at 1,000, 20,000, 100,000 and 1,000,000 steps, on this
 * machine, against the targets written beside each measurement. Generates the runs, serves
 * them from the embedded Fruxon-compatible API through the real proxy, measures in
 * headless Chromium, prints one table and writes it to bench/results/ as JSON. Exits
 * non-zero when a target is missed or a check fails.
 *
 * Not part of `npm test`: timings belong here, not in tests.
 */
import { execFileSync } from "node:child_process";
import { DEMO_TOKEN } from "../server/demo/demo-api";
import { startEmbeddedApi } from "../server/demo/start-demo-api";
import { benchAlign } from "./align";
import { BenchDataSet, oneTurnOfSteps, runOfSteps } from "./bench-data";
import { benchBrowser } from "./browser";
import { BENCH_TENANT } from "./large-run";
import type { Measurement } from "./measurement";
import { benchLoad } from "./load";
import { benchMask } from "./mask";
import { benchModel } from "./node-model";
import { benchProxyRelay } from "./proxy-relay";
import { startProxy } from "./proxy";
import { report } from "./report";

const log = (line: string) => console.error(`bench: ${line}…`);

/** `npm run bench -- browser` runs one part (browser, masked, million, relay, model, load); no argument runs all. */
const PARTS = [
  "browser",
  "masked",
  "million",
  "relay",
  "model",
  "load",
] as const;
const chosen = process.argv.slice(2);
const runs = (part: (typeof PARTS)[number]) =>
  chosen.length === 0 || chosen.includes(part);

async function main() {
  for (const part of chosen)
    if (!(PARTS as readonly string[]).includes(part))
      throw new Error(
        `unknown part "${part}": choose from ${PARTS.join(", ")}`,
      );
  // Always a fresh production build when the app or the proxy is measured: a stale or
  // development build would measure the wrong code. The model part needs none.
  if (
    runs("browser") ||
    runs("masked") ||
    runs("million") ||
    runs("relay") ||
    runs("load")
  ) {
    log("building the app and the proxy");
    execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  }
  const results: Measurement[] = [];
  if (runs("browser") || runs("masked") || runs("million"))
    results.push(
      ...(await benchInBrowser({
        sized: runs("browser"),
        masked: runs("masked"),
        million: runs("million"),
      })),
    );
  if (runs("relay")) {
    log("proxy relay");
    results.push(...(await benchProxyRelay()));
  }
  if (runs("load")) {
    log("load: 200 clients on --traces");
    results.push(...(await benchLoad()));
  }
  if (runs("model")) {
    log("model in Node");
    results.push(...benchModel(100_001), ...benchAlign(), ...benchMask(10_001));
  }
  // Fewer sizes or samples than the full set are a partial run whatever the parts.
  const custom = process.env.BENCH_SIZES || process.env.BENCH_SAMPLES;
  await report(results, custom ? [...chosen, "custom"] : chosen);
}

async function benchInBrowser(parts: {
  sized: boolean;
  masked: boolean;
  million: boolean;
}): Promise<Measurement[]> {
  log("generating runs");
  const data = new BenchDataSet();
  const withoutTrace = data.addWithoutTrace("bench-without-trace");
  const giantResult = data.add({
    id: "bench-1mb-result",
    turns: 1,
    callsPerTurn: 5,
    giantResultChars: 1_000_000,
  });
  const previous = data.add({
    ...runOfSteps(20_001),
    id: "bench-20001-steps-before",
    variant: true,
  });
  const sized = parts.sized
    ? sizedRuns().map(({ steps, samples }) => ({
        run: data.add(runOfSteps(steps)),
        samples,
      }))
    : [];
  // The compare is measured on two 20,000-step runs, the masked open on 10,000 steps.
  const twentyThousand =
    sized.find(({ run }) => run.facts.steps === 20_001)?.run ??
    data.add(runOfSteps(20_001));
  const masked = parts.masked ? data.add(runOfSteps(10_001)) : undefined;
  // ≈ 650 MB of JSON, generated as it is sent: never one string, in Node or in the page.
  // One LLM step calls every tool, as in the run issue 31 was found on.
  const million = parts.million
    ? data.addStreamed(oneTurnOfSteps(1_000_001))
    : undefined;
  const upstream = await startEmbeddedApi(data.toDataSet());
  const proxy = await startProxy(
    ["--fruxon-url", upstream.baseUrl, "--tenant", BENCH_TENANT],
    { FRUXON_TOKEN: DEMO_TOKEN },
  );
  try {
    return await benchBrowser(
      proxy.url,
      {
        withoutTrace,
        sized,
        giantResult,
        compare: { run: twentyThousand, previous },
        ...(masked && { masked }),
        ...(million && { million }),
      },
      log,
    );
  } finally {
    proxy.stop();
    await upstream.close();
  }
}

/**
 * The runs the browser part measures in full: 1,000, 20,000 and 100,000 steps. On a shared
 * machine a question about one size is answered cheaper with `BENCH_SIZES=20001` and
 * `BENCH_SAMPLES=1` (such a run is a partial one: it leaves the published table alone).
 */
function sizedRuns(): { steps: number; samples: number }[] {
  const all = [
    { steps: 1001, samples: 9 },
    { steps: 20_001, samples: 5 },
    { steps: 100_001, samples: 3 },
  ];
  const sizes = process.env.BENCH_SIZES?.split(",").map(Number);
  const samples = Number(process.env.BENCH_SAMPLES) || null;
  return (sizes ?? all.map((size) => size.steps)).map((steps) => ({
    steps,
    samples: samples ?? all.find((size) => size.steps === steps)?.samples ?? 3,
  }));
}

await main();
