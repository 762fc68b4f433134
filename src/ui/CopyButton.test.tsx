// @vitest-environment jsdom
/**
 * A copy button's accessible name holds the words it shows, before and after a copy
 * (WCAG 2.5.3): "Copied" must not sit under a name that still says "Copy id …".
 */
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domRootPerTest } from "./testing/dom-root";
import { CopyButton } from "./CopyButton";

const dom = domRootPerTest();

afterEach(() => vi.unstubAllGlobals());

async function pressed(writeText: () => Promise<void>) {
  vi.stubGlobal("navigator", { clipboard: { writeText } });
  dom.render(<CopyButton text="run-1" idle="Copy id" label="Copy id run-1" />);
  const button = dom.host.querySelector("button")!;
  expect(button.getAttribute("aria-label")).toBe("Copy id run-1");
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
  return button;
}

describe("CopyButton's name", () => {
  it("holds Copied once it copied", async () => {
    const button = await pressed(() => Promise.resolve());
    expect(button.textContent).toBe("Copied");
    expect(button.getAttribute("aria-label")).toBe("Copied: Copy id run-1");
  });

  it("holds the fallback's words when the clipboard refused", async () => {
    const button = await pressed(() => Promise.reject(new Error("denied")));
    expect(button.textContent).toBe("Select and copy");
    expect(button.getAttribute("aria-label")).toContain("Select and copy");
  });
});
