// @vitest-environment jsdom
/**
 * The `?` sheet against the table the page keys are bound from (`ui/shortcuts.ts`): every
 * command a handler can bind is listed, with its keys; `m` (Mask) among them, which the
 * hand-written sheet once left out.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { SHORTCUTS, shortcutKeysText } from "../../ui/shortcuts";
import { domRootPerTest } from "../../ui/testing/dom-root";
import { ShortcutsSheet } from "./ShortcutsSheet";

const dom = domRootPerTest();
beforeEach(() => dom.render(<ShortcutsSheet />));

/** The sheet's rows: each key text with what it does. */
function rows(): [string, string][] {
  return [...dom.host.querySelectorAll("dt")].map((dt) => [
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
      [...dom.host.querySelectorAll("section")].map((s) => s.ariaLabel),
    ).toEqual(["Everywhere", "Run and session steps", "Compare"]);
  });
});
