/**
 * Builds a whole JSON value from an incremental scan — the scanner's reference handler,
 * used to prove it agrees with `JSON.parse`, and a small example of the handler protocol.
 * `shouldScan(depth)` chooses which containers are reported member by member; the others
 * arrive whole and are parsed natively, so any mix must give the same value.
 */
import { JsonScanner, type JsonScanHandler } from "./json-scanner";

type Container = {
  value: unknown[] | Record<string, unknown>;
  key: string | null;
};

export function parseChunks(
  chunks: Iterable<Uint8Array>,
  shouldScan: (depth: number) => boolean = () => true,
): unknown {
  const stack: Container[] = [];
  let root: unknown = undefined;
  let scanner: JsonScanner | null = null;
  const place = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) root = value;
    else if (Array.isArray(top.value)) top.value.push(value);
    // `JSON.parse` makes "__proto__" an own key; plain assignment would set the prototype.
    else
      Object.defineProperty(top.value, top.key!, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
  };
  const handler: JsonScanHandler = {
    start(kind) {
      if (!shouldScan(stack.length)) return false;
      const value = kind === "array" ? [] : {};
      place(value);
      stack.push({ value, key: null });
      return true;
    },
    key(key) {
      stack[stack.length - 1]!.key = key;
    },
    value(from, to) {
      place(JSON.parse(scanner!.text(from, to)));
    },
    end() {
      stack.pop();
    },
  };
  scanner = new JsonScanner(handler);
  for (const chunk of chunks) scanner.push(chunk);
  scanner.finish();
  return root;
}
