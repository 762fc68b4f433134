// @vitest-environment jsdom
/**
 * The `?` sheet against the table the page keys are bound from (`ui/shortcuts.ts`): every
 * command a handler can bind is listed, with its keys; `m` (Mask) among them, which the
 * hand-written sheet once left out.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SHORTCUTS, shortcutKeysText } from "../../ui/shortcuts";
import { ShortcutsSheet } from "./ShortcutsSheet";

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  (
    globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  ).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<ShortcutsSheet />));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** The sheet's rows: each key text with what it does. */
function rows(): [string, string][] {
  return [...host.querySelectorAll("dt")].map((dt) => [
    dt.textContent ?? "",
    dt.nextElementSibling?.textContent ?? "",
  ]);
}

describe("ShortcutsSheet", () => {
  it("lists every command of the table, with its keys, once", () => {
    const listed = rows();
    for (const shortcut of Object.values(SHORTCUTS))
      expect(listed).toContainEqual([
        shortcutKeysText(shortcut),
        shortcut.what,
      ]);
    expect(listed).toHaveLength(Object.keys(SHORTCUTS).length);
  });

  it("lists m, the mask key", () => {
    expect(rows()).toContainEqual(["m", "Mask (or unmask) personal data"]);
  });

  it("groups the keys by where they work", () => {
    expect(
      [...host.querySelectorAll("section")].map((s) => s.ariaLabel),
    ).toEqual(["Everywhere", "Run and session steps", "Compare"]);
  });
});
