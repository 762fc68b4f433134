/**
 * `requestIdleCallback`, with a timer standing in where the browser lacks it (Safari):
 * work that can wait (building an index, loading the panels) runs when the page is idle, so it
 * never delays what the person is looking at.
 */
export const requestIdle: (
  callback: (deadline: IdleDeadline) => void,
  options?: IdleRequestOptions,
) => number =
  typeof requestIdleCallback === "function"
    ? (callback, options) => requestIdleCallback(callback, options)
    : (callback) =>
        window.setTimeout(() => {
          const started = performance.now();
          callback({
            didTimeout: false,
            timeRemaining: () => Math.max(0, 8 - (performance.now() - started)),
          });
        });

export const cancelIdle: (handle: number) => void =
  typeof cancelIdleCallback === "function"
    ? (handle) => cancelIdleCallback(handle)
    : (handle) => window.clearTimeout(handle);
