import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

export interface DomRoot {
  /** The element the root renders into, in the document while a test runs. */
  readonly host: HTMLElement;
  /** Renders `node` and runs its effects before returning (`act`). */
  render(node: ReactNode): void;
}

/**
 * A React root on a fresh element of jsdom's document for each test of the file, unmounted
 * and removed after it: the component tests' shared set-up. Call at the top of the file.
 */
export function domRootPerTest(): DomRoot {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  beforeEach(() => {
    // React warns about updates outside `act` only where it is told tests run.
    (
      globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    ).IS_REACT_ACT_ENVIRONMENT = true;
    host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    root = host = null;
  });
  return {
    get host() {
      if (!host) throw new Error("domRootPerTest: used outside a test");
      return host;
    },
    render: (node) => act(() => root!.render(node)),
  };
}
