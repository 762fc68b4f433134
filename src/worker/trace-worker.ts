/**
 * The trace worker's entry (a module worker, bundled by Vite): fetches and reads traces,
 * keeps them, and answers the page's requests (`protocol.ts`), so the page's thread only
 * renders and handles input.
 */
import { z } from "zod";
import type { PageToWorker } from "./protocol";
import { createWorkerHandler } from "./handle-message";

// The page's content security policy forbids eval here too; zod must not probe for it.
z.config({ jitless: true });

const scope = self as unknown as {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<PageToWorker>) => void) | null;
};
const handle = createWorkerHandler((message, transfer) => {
  try {
    scope.postMessage(message, transfer ?? []);
  } catch (error) {
    // Copying a value to the page recurses: one nested thousands of levels deep overflows
    // the stack. That answer fails (its request shows why); the run and other steps do not.
    if (error instanceof RangeError)
      throw new Error(
        "This step's data nests too deeply (thousands of levels) to be passed to the page. The rest of the run is unaffected.",
        { cause: error },
      );
    throw error;
  }
});
scope.onmessage = (event) => handle(event.data);
