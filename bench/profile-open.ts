/**
 * `npx tsx bench/profile-open.ts [steps] [one-turn]`: where the page's main thread spends its time while
 * a generated run opens and is scrolled and typed into (as `browser-busy-open.ts` does). A
 * developer's tool, not a measurement: it samples the main thread with Chromium's profiler
 * and prints, for every stretch of work over 50 ms, the functions that took the most of it.
 * Needs a build (`npm run build`).
 */
import type { CDPSession } from "@playwright/test";
import { lookAtBusyOpen } from "./busy-open-session";

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: {
    functionName: string;
    url: string;
    lineNumber: number;
    columnNumber: number;
  };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

let cdp: CDPSession | null = null;
await lookAtBusyOpen(Number(process.argv[2] ?? 100_001), {
  before: async (page) => {
    cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  },
  after: async (page) => {
    const { profile } = (await cdp!.send("Profiler.stop")) as {
      profile: Profile;
    };
    const tasks = await page.evaluate<{ start: number; duration: number }[]>(
      "window.__bench.longTasks",
    );
    console.log(
      "long tasks:",
      tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`),
    );
    printBusyStretches(profile);
  },
});

/**
 * Stretches of consecutive non-idle samples over 50 ms, with the frames that took the most
 * of each: by self time, and by inclusive time (what was running underneath, e.g. which
 * component rendered).
 */
function printBusyStretches(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = (node: ProfileNode) => {
    const name = node.callFrame.functionName || "(anonymous)";
    return name.startsWith("(")
      ? name
      : `${name} ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber}`;
  };
  interface Stretch {
    ms: number;
    self: Map<string, number>;
    inclusive: Map<string, number>;
  }
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  let stretch: Stretch | null = null;
  const stretches: Stretch[] = [];
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (node.callFrame.functionName === "(idle)") {
      if (stretch && stretch.ms > 50) stretches.push(stretch);
      stretch = null;
      return;
    }
    stretch ??= { ms: 0, self: new Map(), inclusive: new Map() };
    stretch.ms += ms;
    add(stretch.self, nameOf(node), ms);
    const seen = new Set<string>();
    for (
      let at: number | undefined = id;
      at !== undefined;
      at = parentOf.get(at)
    ) {
      const name = nameOf(byId.get(at)!);
      if (!seen.has(name)) add(stretch.inclusive, name, ms);
      seen.add(name);
    }
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([where, ms]) => `    ${ms.toFixed(1)} ms ${where}`)
      .join("\n");
  for (const { ms, self, inclusive } of stretches)
    console.log(
      `busy ${ms.toFixed(0)} ms\n  self:\n${top(self, 8)}\n  inclusive:\n${top(inclusive, 16)}`,
    );
}
