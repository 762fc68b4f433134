/**
 * A process's resident memory from `/proc/<pid>/status`: read once, or sampled every ~5 ms
 * on a worker thread, so the sampler keeps ticking while the measuring thread is busy.
 * Linux only, like the benchmark.
 */
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { check } from "./measurement";

export function readRssKiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(
    readFileSync(`/proc/${pid}/status`, "utf8"),
  );
  check(match, `VmRSS of process ${pid}`);
  return Number(match[1]);
}

/**
 * Samples a process's VmRSS every ~5 ms on a worker thread. Slots of the shared array:
 * 0 = stop flag, 1 = peak KiB, 2 = samples taken.
 */
const SAMPLER_SOURCE = `
const { readFileSync } = require("node:fs");
const { workerData } = require("node:worker_threads");
const state = new Int32Array(workerData.shared);
const path = "/proc/" + workerData.pid + "/status";
while (Atomics.load(state, 0) === 0) {
  const match = /VmRSS:\\s+(\\d+) kB/.exec(readFileSync(path, "utf8"));
  if (match && Number(match[1]) > state[1]) Atomics.store(state, 1, Number(match[1]));
  Atomics.add(state, 2, 1);
  Atomics.wait(state, 0, 0, 5);
}
`;

export async function startRssSampler(
  pid: number,
): Promise<{ stop(): Promise<{ peakKiB: number; samples: number }> }> {
  const shared = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const state = new Int32Array(shared);
  const worker = new Worker(SAMPLER_SOURCE, {
    eval: true,
    workerData: { pid, shared },
  });
  const exited = new Promise<void>((resolve, reject) => {
    worker.once("exit", () => resolve());
    worker.once("error", reject);
  });
  while (Atomics.load(state, 2) === 0) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return {
    async stop() {
      Atomics.store(state, 0, 1);
      Atomics.notify(state, 0);
      await exited;
      return { peakKiB: Atomics.load(state, 1), samples: state[2]! };
    },
  };
}
