// @vitest-environment jsdom
/**
 * A copy button's accessible name holds the words it shows, before and after a copy
 * (WCAG 2.5.3): "Copied" must not sit under a name that still says "Copy id …".
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./CopyButton";

let root: Root;
let host: HTMLDivElement;

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
  vi.unstubAllGlobals();
});

async function pressed(writeText: () => Promise<void>) {
  vi.stubGlobal("navigator", { clipboard: { writeText } });
  act(() =>
    root.render(
      <CopyButton text="run-1" idle="Copy id" label="Copy id run-1" />,
    ),
  );
  const button = host.querySelector("button")!;
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
