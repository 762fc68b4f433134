// @vitest-environment jsdom
/**
 * `useWhenInputRests` holds back work that is one long task while the person is using the
 * page: it turns true only after `restMs` without a key, click, wheel or scroll, and any of
 * them starts the rest again.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { domRootPerTest } from "./testing/dom-root";
import { useWhenInputRests } from "./useWhenInputRests";

const dom = domRootPerTest();

function Probe() {
  return <p>{useWhenInputRests(500) ? "rested" : "busy"}</p>;
}

const shown = () => dom.host.textContent;
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  // The browser's idle callback stands in as a timer (as where the browser lacks it).
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  vi.stubGlobal("requestIdleCallback", undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useWhenInputRests", () => {
  it("turns true once the page has been left alone for the rest", () => {
    dom.render(<Probe />);
    document.dispatchEvent(new Event("keydown"));
    advance(400);
    expect(shown()).toBe("busy");
    advance(200);
    expect(shown()).toBe("rested");
  });

  it("waits while keys, clicks, wheels and scrolls keep coming", () => {
    dom.render(<Probe />);
    dom.host.dispatchEvent(new Event("keydown"));
    for (const type of ["keydown", "scroll", "pointerdown", "wheel"]) {
      advance(300);
      // A scroll of any element counts, though scroll events do not bubble.
      dom.host.dispatchEvent(new Event(type));
    }
    expect(shown()).toBe("busy");
    advance(400);
    expect(shown()).toBe("busy");
    advance(200);
    expect(shown()).toBe("rested");
  });
});
