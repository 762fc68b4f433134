/**
 * The JavaScript heaps of a benchmark page: the page's own and its workers' (the trace
 * worker holds the run), each after a full collection, read over the Chrome DevTools
 * Protocol (`Runtime.getHeapUsage`). A dedicated worker is reached by auto-attaching to the
 * page's targets, so nothing in the app is instrumented for it.
 */
import type { CDPSession, Page } from "@playwright/test";
import { measured, type Measurement } from "./measurement";

export interface Heaps {
  /** The page's used JS heap, bytes. */
  page: number;
  /** Every worker's used JS heap together, bytes. */
  workers: number;
}

interface Attached {
  sessionId: string;
  targetInfo: { type: string };
}

export async function heapsOf(page: Page): Promise<Heaps> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const workers: string[] = [];
    cdp.on("Target.attachedToTarget", (event: Attached) => {
      if (event.targetInfo.type === "worker") workers.push(event.sessionId);
    });
    await cdp.send("Target.setAutoAttach", {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    const inWorker = workerCaller(cdp);
    let workerBytes = 0;
    for (const sessionId of workers) {
      await inWorker(sessionId, "HeapProfiler.collectGarbage");
      const usage = (await inWorker(sessionId, "Runtime.getHeapUsage")) as {
        usedSize: number;
      };
      workerBytes += usage.usedSize;
    }
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return { page: usedSize, workers: workerBytes };
  } finally {
    await cdp.detach();
  }
}

/** Sends a CDP command to an attached worker (a non-flat session) and awaits its answer. */
function workerCaller(cdp: CDPSession) {
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on(
    "Target.receivedMessageFromTarget",
    (event: { sessionId: string; message: string }) => {
      const message = JSON.parse(event.message) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      if (message.id === undefined) return;
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      answer?.(message.error ? null : message.result);
    },
  );
  return (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      void cdp.send("Target.sendMessageToTarget", {
        sessionId,
        message: JSON.stringify({ id, method }),
      });
    });
}

/** The heaps as rows of the table (reported: the budget is the tab's, `tab-memory.ts`). */
export function heapMeasurements(heaps: Heaps, size: string): Measurement[] {
  return [
    measured({
      name: "page JS heap, every step read (collected)",
      size,
      unit: "MB",
      samples: [heaps.page / 1e6],
    }),
    measured({
      name: "trace worker JS heap, every step read (collected)",
      size,
      unit: "MB",
      samples: [heaps.workers / 1e6],
    }),
  ];
}
