// @vitest-environment jsdom
/**
 * `usePageKeys` binds commands by their id in the shortcuts table: a key runs the handler
 * of the command the table gives it, among the commands this page binds; a key bound to
 * no command, typed into a field or with a modifier does nothing.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePageKeys, type PageKeyHandlers } from "./usePageKeys";

let root: Root;
let host: HTMLDivElement;

function Probe({ handlers }: { handlers: PageKeyHandlers }) {
  usePageKeys(handlers);
  return <input aria-label="field" />;
}

beforeEach(() => {
  (
    globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  ).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function press(key: string, init: KeyboardEventInit = {}, target?: Element) {
  const event = new KeyboardEvent("keydown", {
    key,
    bubbles: true,
    cancelable: true,
    ...init,
  });
  (target ?? document.body).dispatchEvent(event);
  return event;
}

describe("usePageKeys", () => {
  it("runs the command the table gives the key, and uses the key", () => {
    const mask = vi.fn();
    const nextChange = vi.fn();
    act(() => root.render(<Probe handlers={{ mask, nextChange }} />));
    expect(press("m").defaultPrevented).toBe(true);
    expect(mask).toHaveBeenCalledTimes(1);
    press("n");
    expect(nextChange).toHaveBeenCalledTimes(1);
    // `n` is also the run view's next filter match: only the bound command runs.
    expect(mask).toHaveBeenCalledTimes(1);
  });

  it("leaves keys of no bound command, modified keys and typed keys alone", () => {
    const mask = vi.fn();
    act(() => root.render(<Probe handlers={{ mask }} />));
    expect(press("x").defaultPrevented).toBe(false);
    press("m", { ctrlKey: true });
    press("m", {}, host.querySelector("input")!);
    expect(mask).not.toHaveBeenCalled();
  });

  it("does not use a key its handler declined", () => {
    act(() => root.render(<Probe handlers={{ sheet: () => false }} />));
    expect(press("?").defaultPrevented).toBe(false);
  });
});
