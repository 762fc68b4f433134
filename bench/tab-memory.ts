/**
 * The resident memory of the browser's renderer processes started by this benchmark (the
 * tab, its workers included), sampled while something runs: its peak is the tab's peak.
 * Read from /proc, so Linux only; elsewhere it reports nothing.
 */
import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid: string): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? null;
  } catch {
    return null;
  }
}

/** RSS (bytes) of renderer processes descended from this Node process. */
export function rendererRss(): number {
  const self = String(process.pid);
  let total = 0;
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (!cmdline.includes("--type=renderer")) continue;
    let ancestor = parentOf(pid);
    for (
      let hops = 0;
      ancestor && ancestor !== self && ancestor !== "1" && hops < 16;
      hops++
    )
      ancestor = parentOf(ancestor);
    if (ancestor !== self) continue;
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    if (kb) total += Number(kb) * 1024;
  }
  return total;
}

/** Samples `rendererRss` every `everyMs` until stopped; returns the peak seen. */
export function watchPeakRss(everyMs = 250): () => number {
  let peak = rendererRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, rendererRss());
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rendererRss());
  };
}
