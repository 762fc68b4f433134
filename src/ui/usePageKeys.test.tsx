// @vitest-environment jsdom
/**
 * `usePageKeys` binds commands by their id in the shortcuts table: a key runs the handler
 * of the command the table gives it, among the commands this page binds; a key bound to
 * no command, typed into a field or with a modifier does nothing.
 */
import { describe, expect, it, vi } from "vitest";
import { domRootPerTest } from "./testing/dom-root";
import { usePageKeys, type PageKeyHandlers } from "./usePageKeys";

const dom = domRootPerTest();

function Probe({ handlers }: { handlers: PageKeyHandlers }) {
  usePageKeys(handlers);
  return <input aria-label="field" />;
}

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
    dom.render(<Probe handlers={{ mask, nextChange }} />);
    expect(press("m").defaultPrevented).toBe(true);
    expect(mask).toHaveBeenCalledTimes(1);
    press("n");
    expect(nextChange).toHaveBeenCalledTimes(1);
    // `n` is also the run view's next filter match: only the bound command runs.
    expect(mask).toHaveBeenCalledTimes(1);
  });

  it("leaves keys of no bound command, modified keys and typed keys alone", () => {
    const mask = vi.fn();
    dom.render(<Probe handlers={{ mask }} />);
    expect(press("x").defaultPrevented).toBe(false);
    press("m", { ctrlKey: true });
    press("m", {}, dom.host.querySelector("input")!);
    expect(mask).not.toHaveBeenCalled();
  });

  it("does not use a key its handler declined", () => {
    dom.render(<Probe handlers={{ sheet: () => false }} />);
    expect(press("?").defaultPrevented).toBe(false);
  });
});
